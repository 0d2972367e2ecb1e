import type { AdminRaceEvent, Entry, Replay, Session, TeamDetail } from '@lemans/contract';
import { DAY_MS } from '@lemans/contract/timing';
import { beforeAll, describe, expect, it } from 'vitest';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { tinyRecording } from '../feed/tiny-recording.ts';
import { apiUnderTest } from './api-under-test.ts';
import { frenchErrorOf } from './french-error.ts';

/**
 * What an admin's change of the race events does to the public answers: a rename or a move shows on the very
 * next request of the sessions and replays lists, a merged event's id leads to the event it was merged into,
 * and an event created by mistake can be deleted, never one that holds anything.
 */

const PASSWORD = 'un mot de passe de test';
/** The tiny race run on two days with no calendar race: each session makes an event of its own. */
const TRIAL = { session: 'essai-a', event: 'essai-du-flux-2025-04-15', name: 'Essai du flux' };
const OTHER = { session: 'essai-b', event: 'course-test-2025-03-20', name: 'Course test' };

const t = apiUnderTest({ adminPassword: PASSWORD });
let admin: Record<string, string>;

const send = (method: string, path: string, body?: unknown, headers = admin) =>
  fetch(`${t.api.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function json<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${t.api.url}${path}`, { headers });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/**
 * The event name each public answer gives the session: /api/sessions's, /api/replays's, and its analyses'
 * (its stints here).
 */
async function listedEventNames(sessionId: string): Promise<(string | null | undefined)[]> {
  const sessions = await json<Session[]>('/api/sessions');
  const replays = await json<Replay[]>('/api/replays');
  const stints = await json<{ session: { event_name: string } }>(`/api/sessions/${sessionId}/stints`);
  return [
    sessions.find((session) => session.id === sessionId)?.event_name,
    replays.find((replay) => replay.session_id === sessionId)?.stream_description,
    stints.session.event_name,
  ];
}

async function createEvent(name: string, date: string): Promise<string> {
  const created = await send('POST', '/api/admin/race-events', { name, date });
  expect(created.status).toBe(201);
  return ((await created.json()) as { race_event: { id: string } }).race_event.id;
}

beforeAll(async () => {
  const login = await t.api.post('/api/admin/login', { password: PASSWORD });
  admin = {
    cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] as string,
    'x-admin-request': '1',
  };
  const tiny = tinyRecording();
  const trial = { ...tiny, meta: { ...tiny.meta, startTimeMs: tiny.meta.startTimeMs - 60 * DAY_MS } };
  const other = {
    ...tiny,
    meta: { ...tiny.meta, eventName: OTHER.name, startTimeMs: tiny.meta.startTimeMs - 86 * DAY_MS },
  };
  await ingestRecording(t.database.db, trial, { sessionId: TRIAL.session, endsWithData: true });
  await ingestRecording(t.database.db, other, { sessionId: OTHER.session, endsWithData: true });
}, 120_000);

describe('a rename or a move', () => {
  it('shows in the sessions and replays lists on the very next request', async () => {
    expect(await listedEventNames(TRIAL.session)).toEqual([TRIAL.name, TRIAL.name, TRIAL.name]);
    const renamed = await send('PATCH', `/api/admin/race-events/${TRIAL.event}`, { name: 'Essai renommé' });
    expect(renamed.status).toBe(200);
    expect(await listedEventNames(TRIAL.session)).toEqual([
      'Essai renommé',
      'Essai renommé',
      'Essai renommé',
    ]);

    expect(await listedEventNames(OTHER.session)).toEqual([OTHER.name, OTHER.name, OTHER.name]);
    const before = await json<{ race_event: { id: string } }>(`/api/sessions/${OTHER.session}/race-event`);
    expect(before.race_event.id).toBe(OTHER.event);
    const moved = await send('PUT', `/api/admin/sessions/${OTHER.session}/race-event`, {
      race_event_id: TRIAL.event,
    });
    expect(moved.status).toBe(200);
    expect(await listedEventNames(OTHER.session)).toEqual([
      'Essai renommé',
      'Essai renommé',
      'Essai renommé',
    ]);
    const after = await json<{ race_event: { id: string } }>(`/api/sessions/${OTHER.session}/race-event`);
    expect(after.race_event.id).toBe(TRIAL.event);

    const back = await send('PUT', `/api/admin/sessions/${OTHER.session}/race-event`, {
      race_event_id: OTHER.event,
    });
    expect(back.status).toBe(200);
    expect(await listedEventNames(OTHER.session)).toEqual([OTHER.name, OTHER.name, OTHER.name]);
  });
});

describe('a merged event’s id', () => {
  it('answers with the event it was merged into, on every route that takes an event', async () => {
    const entriesBefore = await json<Entry[]>(`/api/entries?event=${OTHER.event}`);
    expect(entriesBefore.length).toBe(3);
    const merged = await send('POST', `/api/admin/race-events/${OTHER.event}/merge`, { into: TRIAL.event });
    expect(merged.status).toBe(200);

    const surviving = await json<Entry[]>(`/api/entries?event=${TRIAL.event}`);
    expect(await json<Entry[]>(`/api/entries?event=${OTHER.event}`)).toEqual(surviving);
    const team = await json<TeamDetail>(`/api/teams/${surviving[0]?.id}?event=${OTHER.event}`);
    expect(team.race_event).toMatchObject({ id: TRIAL.event, name: 'Essai renommé' });
    expect(await json(`/api/drivers?event=${OTHER.event}`)).toEqual(
      await json(`/api/drivers?event=${TRIAL.event}`),
    );
    expect(await json(`/api/entries/${surviving[0]?.id}?event=${OTHER.event}`)).toEqual(
      await json(`/api/entries/${surviving[0]?.id}?event=${TRIAL.event}`),
    );
    // The lists name the surviving event only; a stranger id is still unknown.
    const listed = await json<{ id: string }[]>('/api/race-events');
    expect(listed.map((event) => event.id)).not.toContain(OTHER.event);
    expect((await fetch(`${t.api.url}/api/entries?event=inconnue-2025-01-01`)).status).toBe(404);
  });

  it('still leads there once the surviving event is merged in turn', async () => {
    const last = await createEvent('Dernier regroupement', '2025-04-16');
    expect((await send('POST', `/api/admin/race-events/${TRIAL.event}/merge`, { into: last })).status).toBe(
      200,
    );
    const [entry] = await json<Entry[]>(`/api/entries?event=${last}`);
    const team = await json<TeamDetail>(`/api/teams/${entry?.id}?event=${OTHER.event}`);
    expect(team.race_event?.id).toBe(last);
    expect(await json(`/api/entries?event=${OTHER.event}`)).toEqual(await json(`/api/entries?event=${last}`));
    // Back where the other tests expect it.
    const recreated = await send('POST', '/api/admin/race-events', {
      name: 'Essai du flux',
      date: '2025-04-15',
    });
    expect(recreated.status).toBe(201);
    for (const session of [TRIAL.session, OTHER.session]) {
      const moved = await send('PUT', `/api/admin/sessions/${session}/race-event`, {
        race_event_id: TRIAL.event,
      });
      expect(moved.status).toBe(200);
    }
    // The recreated event is itself again, not the one its old id was merged into.
    const again = await json<TeamDetail>(`/api/teams/${entry?.id}?event=${TRIAL.event}`);
    expect(again.race_event?.id).toBe(TRIAL.event);
  });
});

describe('deleting an event', () => {
  it('deletes an empty one, audited, after which its id is unknown', async () => {
    const mistake = await createEvent('Créée par erreur', '2026-01-10');
    const deleted = await send('DELETE', `/api/admin/race-events/${mistake}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true, race_event_id: mistake });

    const { events } = await json<{ events: AdminRaceEvent[] }>('/api/admin/race-events', admin);
    expect(events.map((event) => event.id)).not.toContain(mistake);
    expect((await send('DELETE', `/api/admin/race-events/${mistake}`)).status).toBe(404);
    const audited = await t.database.db
      .selectFrom('admin_audit')
      .select(['target', 'details'])
      .where('action', '=', 'race_event_deleted')
      .execute();
    expect(audited).toEqual([
      { target: `race-event ${mistake}`, details: { name: 'Créée par erreur', date: '2026-01-10' } },
    ]);
  });

  it('refuses one that holds sessions with a 409 that says how many', async () => {
    const refused = await send('DELETE', `/api/admin/race-events/${TRIAL.event}`);
    expect(refused.status).toBe(409);
    expect(await frenchErrorOf(refused.clone())).toMatch(/2 sessions/);
    expect(await refused.json()).toMatchObject({ code: 'admin.race_event_has_sessions', sessions: 2 });
    expect((await json<Entry[]>(`/api/entries?event=${TRIAL.event}`)).length).toBe(3);
  });

  it('refuses one other events were merged into, whose old links lead to it', async () => {
    const kept = await createEvent('Épreuve gardée', '2026-02-10');
    const duplicate = await createEvent('Épreuve en double', '2026-02-10');
    expect((await send('POST', `/api/admin/race-events/${duplicate}/merge`, { into: kept })).status).toBe(
      200,
    );
    const refused = await send('DELETE', `/api/admin/race-events/${kept}`);
    expect(refused.status).toBe(409);
    expect(await frenchErrorOf(refused.clone())).toMatch(/fusionn/);
    expect(await refused.json()).toMatchObject({ code: 'admin.race_event_has_merged_events', merged: 1 });
  });

  it('refuses an anonymous caller, and a malformed id', async () => {
    const mistake = await createEvent('Encore une erreur', '2026-03-10');
    const anonymous = await send('DELETE', `/api/admin/race-events/${mistake}`, undefined, {
      'x-admin-request': '1',
    });
    expect(anonymous.status).toBe(401);
    const { events } = await json<{ events: AdminRaceEvent[] }>('/api/admin/race-events', admin);
    expect(events.map((event) => event.id)).toContain(mistake);
    expect((await send('DELETE', '/api/admin/race-events/Pas%20un%20id')).status).toBe(400);
  });
});
