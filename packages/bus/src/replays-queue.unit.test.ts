import { describe, expect, it } from 'vitest';
import { checkReplayInput, controlReplayInput, startReplayInput, stopReplayInput } from './replays-queue.ts';

const ID = '0b9a4c1e-5f3d-4f7a-9a42-2f1c3d4e5f60';

describe('startReplayInput', () => {
  it('reads the start as hh:mm:ss or milliseconds, from the beginning unless told', () => {
    expect(checkReplayInput(startReplayInput, { recordingId: ID, speed: 60 })).toEqual({
      ok: true,
      value: { recordingId: ID, speed: 60, start: 0 },
    });
    expect(checkReplayInput(startReplayInput, { recordingId: ID, speed: 0.1, start: '01:30:00' })).toEqual({
      ok: true,
      value: { recordingId: ID, speed: 0.1, start: 5_400_000 },
    });
    expect(checkReplayInput(startReplayInput, { recordingId: ID, speed: 3600, start: 42_000 })).toMatchObject(
      {
        value: { start: 42_000 },
      },
    );
  });

  it('refuses a speed outside 0.1 to 3600, in French', () => {
    for (const speed of [0, 0.05, 3601, -1, '60', Number.NaN, undefined]) {
      expect(checkReplayInput(startReplayInput, { recordingId: ID, speed })).toEqual({
        ok: false,
        error: 'La vitesse doit être comprise entre 0,1 et 3600',
      });
    }
  });

  it('refuses a race time that is not hh:mm:ss nor whole milliseconds, quoting it', () => {
    for (const start of ['1h30', '01:75:00', -5, 1.5, true]) {
      expect(checkReplayInput(startReplayInput, { recordingId: ID, speed: 1, start })).toEqual({
        ok: false,
        error: `Heure de course invalide : « ${String(start)} » (hh:mm:ss)`,
      });
    }
  });

  it('requires a recording', () => {
    expect(checkReplayInput(startReplayInput, { speed: 1 })).toEqual({
      ok: false,
      error: 'Enregistrement requis',
    });
  });
});

describe('controlReplayInput', () => {
  it('takes any of pause, speed and race time', () => {
    expect(checkReplayInput(controlReplayInput, { replayId: ID, paused: true })).toEqual({
      ok: true,
      value: { replayId: ID, paused: true },
    });
    expect(checkReplayInput(controlReplayInput, { replayId: ID, speed: 10, raceTimeMs: '00:10:00' })).toEqual(
      { ok: true, value: { replayId: ID, speed: 10, raceTimeMs: 600_000 } },
    );
  });

  it('refuses a change that changes nothing, and a pause that is not a boolean', () => {
    expect(checkReplayInput(controlReplayInput, { replayId: ID })).toEqual({
      ok: false,
      error: 'Rien à changer : indiquez paused, speed ou race_time',
    });
    expect(checkReplayInput(controlReplayInput, { replayId: ID, paused: 'oui' })).toEqual({
      ok: false,
      error: 'paused doit valoir true ou false',
    });
  });
});

describe('stopReplayInput', () => {
  it('requires the replay', () => {
    expect(checkReplayInput(stopReplayInput, {})).toEqual({ ok: false, error: 'Rediffusion requise' });
  });
});
