import { afterEach, describe, expect, it } from 'vitest';
import { feedControlHeaders } from '../../support/feed-control.ts';
import { elapsedTimeOf, type StartedFeed, startFeed } from './start-feed.ts';

let feed: StartedFeed;
afterEach(async () => {
  await feed.close();
});

function control(body: unknown): Promise<Response> {
  return fetch(`${feed.url}/control`, {
    method: 'POST',
    headers: { ...feedControlHeaders, 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const state = () => fetch(`${feed.url}/control`, { headers: feedControlHeaders });

const elapsed = async () => elapsedTimeOf(await fetch(`${feed.url}/live/WEC/data.json`));

describe('/control', () => {
  it('shows the replay settings', async () => {
    feed = await startFeed({ clock: { startMs: 65_000, speed: 10, end: 'loop' }, faults: { seed: 7 } });
    const response = await state();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      raceTimeMs: 65_000,
      raceTime: '00:01:05',
      speed: 10,
      paused: false,
      end: 'loop',
      stepMs: null,
      durationMs: feed.recording.meta.durationMs,
      recording: { name: 'Course miniature', sessionId: 4242 },
      faults: { delayMs: 0, errorRate: 0, truncateRate: 0, malformedRate: 0, seed: 7 },
    });
  });

  it('changes the speed', async () => {
    feed = await startFeed({ clock: { startMs: 0 } });
    const response = await control({ speed: 60 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ speed: 60 });
    feed.advanceWallClock(2000);
    expect(await elapsed()).toBe(120);
  });

  it('pauses and resumes', async () => {
    feed = await startFeed({ clock: { startMs: 10_000 } });
    await control({ paused: true });
    feed.advanceWallClock(5000);
    expect(await elapsed()).toBe(10);
    expect(await (await control({ paused: false })).json()).toMatchObject({ paused: false });
    feed.advanceWallClock(5000);
    expect(await elapsed()).toBe(15);
  });

  it('seeks to a race time given as hh:mm:ss or as milliseconds', async () => {
    feed = await startFeed();
    expect(await (await control({ raceTime: '00:10:00', paused: true })).json()).toMatchObject({
      raceTimeMs: 600_000,
      raceTime: '00:10:00',
    });
    expect(await elapsed()).toBe(600);
    await control({ raceTime: 123_000 });
    expect(await elapsed()).toBe(123);
  });

  it('switches to step mode and back', async () => {
    feed = await startFeed({ clock: { startMs: 30_000, paused: true } });
    await control({ stepMs: 5000, paused: false });
    expect([await elapsed(), await elapsed()]).toEqual([30, 35]);
    expect(await (await control({ stepMs: null })).json()).toMatchObject({
      stepMs: null,
      raceTimeMs: 40_000,
    });
  });

  it('changes the faults', async () => {
    feed = await startFeed();
    const response = await control({ faults: { errorRate: 1 } });
    expect(await response.json()).toMatchObject({ faults: { errorRate: 1 } });
    expect((await fetch(`${feed.url}/live/WEC/data.json`)).status).toBe(503);
  });

  it.each([
    [{ speed: 0 }, 'Réglages invalides : speed : doit être strictement positif'],
    [{ speed: 'vite' }, 'Réglages invalides : speed : doit être un nombre'],
    [{ end: 'stop' }, 'Réglages invalides : end : doit valoir "hold" ou "loop"'],
    [{ turbo: true }, 'Réglages invalides : champ inconnu : turbo'],
    [
      { raceTime: '1h' },
      'Réglages invalides : raceTime : doit être une heure de course "hh:mm:ss" ou un nombre entier de millisecondes',
    ],
    [
      { faults: { errorRate: 1.5 }, paused: 'oui' },
      'Réglages invalides : paused : doit valoir true ou false ; faults.errorRate : doit être compris entre 0 et 1',
    ],
    [[], 'Réglages invalides : Le corps de la requête doit être un objet JSON'],
    ['{"speed": ', "Le corps de la requête n'est pas du JSON valide"],
  ])('rejects %j with a French 400', async (body, message) => {
    feed = await startFeed();
    const response = await control(body);
    expect(response.status).toBe(400);
    const code = message.startsWith('Réglages invalides') ? 'request.invalid' : 'request.invalid_json';
    expect(await response.json()).toEqual({ error: message, code });
  });

  it('rejects a race time past the end and a fault mix above 100 %, changing nothing', async () => {
    feed = await startFeed({ clock: { startMs: 1000 } });
    const late = await control({ speed: 5, raceTime: '10:00:00' });
    expect(late.status).toBe(400);
    expect(((await late.json()) as { error: string }).error).toMatch(
      /10:00:00 dépasse la fin de l'enregistrement/,
    );

    const tooMany = await control({ speed: 5, faults: { truncateRate: 0.6, malformedRate: 0.6 } });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { error: string }).error).toMatch(/ne doit pas dépasser 1/);

    expect(await (await state()).json()).toMatchObject({
      speed: 1,
      raceTimeMs: 1000,
      faults: { truncateRate: 0, malformedRate: 0 },
    });
  });
});
