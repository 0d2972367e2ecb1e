import { describe, expect, it } from 'vitest';
import { importSessionName, replaySessionName } from './session-name.ts';

describe('importSessionName', () => {
  it('names the kind and then the recording', () => {
    expect(importSessionName('24 Heures du Mans 2025 — Course')).toBe(
      'Import — 24 Heures du Mans 2025 — Course',
    );
  });
});

describe('replaySessionName', () => {
  const replay = {
    recordingName: '24 Heures du Mans 2025 — Course',
    speed: 10,
    startRaceTimeMs: 2 * 3_600_000 + 5_000,
    sessionId: 'replay-1a2b3c4d',
  };

  it('says the recording, the speed in French and the race time it starts from', () => {
    expect(replaySessionName({ ...replay, speed: 0.5 })).toBe(
      'Rediffusion — 24 Heures du Mans 2025 — Course (0,5×, depuis 02:00:05, réf. 1a2b3c4d)',
    );
  });

  it('tells apart two replays of the same recording at the same speed and start', () => {
    const other = replaySessionName({ ...replay, sessionId: 'replay-9f8e7d6c' });
    const nextRun = replaySessionName({ ...replay, sessionId: 'replay-1a2b3c4d-2' });
    expect(new Set([replaySessionName(replay), other, nextRun]).size).toBe(3);
  });
});
