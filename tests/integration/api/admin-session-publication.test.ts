import { appendEvents, type PendingEvent, streamIdOf } from '@lemans/projections';
import type { LapRecording } from '@lemans/race';
import { saveLapRecording } from '@lemans/recordings';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedSnapshotAt, readRecording2025, seedSession } from '../../support/live-seed.ts';
import { tinyRecording } from '../feed/tiny-recording.ts';
import { apiUnderTest } from './api-under-test.ts';

/**
 * A replay started from the admin area is a private preview: left out of the public lists until its
 * operator publishes it, dated by its race and as long as the race time it played.
 */

const PASSWORD = 'un mot de passe de test';
const REPLAY_ID = 'abcdef01-0000-4000-8000-000000000000';
const REPLAY_SESSION = 'replay-abcdef01';
const IMPORTED = 'import-12345678';
/** The replay played from 05:50:00 to 06:03:00 of race time: 13 minutes, not the 6h 3m it reached. */
const FROM_MS = (5 * 60 + 50) * 60_000;
const TO_MS = (6 * 60 + 3) * 60_000;
const PLAYED_S = 13 * 60;
/** When the operator ran it, long after the race. */
const PLAYED_ON = new Date('2026-11-27T02:00:00.000Z');

const t = apiUnderTest({ adminPassword: PASSWORD });

let admin: Record<string, string>;
let recording: LapRecording;

beforeAll(async () => {
  const login = await t.api.post('/api/admin/login', { password: PASSWORD });
  admin = { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] as string, 'x-admin-request': '1' };
  recording = await readRecording2025();
  const db = t.database.db;
  const snapshot = feedSnapshotAt(recording, TO_MS);
  const replayed = {
    ...snapshot,
    session: { ...snapshot.session, replay: true, name: 'Rediffusion — essai' },
  };
  await seedSession(db, REPLAY_SESSION, replayed, { createdAt: PLAYED_ON, active: false, status: 'ended' });
  // Its first and last events, at the race times it played from and to.
  const played = [FROM_MS, TO_MS].map(
    (raceTimeMs): PendingEvent => ({
      event: { type: 'SessionStatusChanged', data: { from: 'active', to: 'active' } },
      metadata: { raceTimeMs, snapshotId: `s${raceTimeMs}`, observedAt: PLAYED_ON.toISOString() },
    }),
  );
  await appendEvents(db, streamIdOf(REPLAY_SESSION), 0, played);
  const { id: recordingId } = await saveLapRecording(db, tinyRecording());
  await db
    .insertInto('replays')
    .values({
      id: REPLAY_ID,
      recording_id: recordingId,
      session_id: REPLAY_SESSION,
      speed: 60,
      start_race_time_ms: FROM_MS,
      state: 'stopped',
    })
    .execute();
  await seedSession(db, IMPORTED, snapshot, { createdAt: PLAYED_ON, active: false, status: 'ended' });
}, 120_000);

const publish = (sessionId: string, body: unknown, headers = admin) =>
  fetch(`${t.api.url}/api/admin/sessions/${sessionId}/published`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const getJson = async <T>(path: string, headers: Record<string, string> = {}): Promise<T> => {
  const response = await fetch(`${t.api.url}${path}`, { headers });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

/** Which of the two sessions each public list shows. */
async function publicLists(): Promise<Record<string, string[]>> {
  const ids = (rows: { id?: string; session_id?: string | null }[]) =>
    rows.map((row) => row.session_id ?? row.id ?? '').sort();
  return {
    replays: ids(await getJson('/api/replays')),
    sessions: ids(await getJson('/api/sessions')),
    reports: ids(await getJson('/api/sessions/with-history')),
  };
}

const adminReplay = async () =>
  (await getJson<{ replays: { id: string; published: boolean }[] }>('/api/admin/replays', admin)).replays;

const auditOf = async () =>
  (await t.database.db.selectFrom('admin_audit').select(['action', 'target']).orderBy('id').execute()).filter(
    (row) => row.action.startsWith('session_'),
  );

const onlyImported = { replays: [IMPORTED], sessions: [IMPORTED], reports: [IMPORTED] };
const both = {
  replays: [IMPORTED, REPLAY_SESSION],
  sessions: [IMPORTED, REPLAY_SESSION],
  reports: [IMPORTED, REPLAY_SESSION],
};

describe('a replay session', () => {
  it('is private at first: left out of the public lists, in the admin list, still answered by its id', async () => {
    expect(await publicLists()).toEqual(onlyImported);
    expect(await adminReplay()).toEqual([expect.objectContaining({ id: REPLAY_ID, published: false })]);
    // Unlisted, not hidden: its ranking and report open from the admin area by their id.
    const report = await getJson<{ statistics: { session_duration: number } }>(
      `/api/sessions/${REPLAY_SESSION}/report`,
    );
    expect(report.statistics.session_duration).toBe(PLAYED_S);
  });

  it('is listed once published, dated by its race and as long as it played, and private again once withdrawn', async () => {
    const published = await publish(REPLAY_SESSION, { published: true });
    expect(published.status).toBe(200);
    expect(await published.json()).toEqual({
      success: true,
      session: { id: REPLAY_SESSION, published: true },
    });
    expect(await publicLists()).toEqual(both);
    expect(await adminReplay()).toEqual([expect.objectContaining({ id: REPLAY_ID, published: true })]);
    // Publishing again changes nothing and writes no second audit row.
    expect((await publish(REPLAY_SESSION, { published: true })).status).toBe(200);

    const raceStart = new Date(recording.meta.startTimeMs).toISOString();
    const replays = await getJson<{ session_id: string | null }[]>('/api/replays');
    expect(replays.find((row) => row.session_id === REPLAY_SESSION)).toMatchObject({
      created_at: PLAYED_ON.toISOString(),
      race_date: raceStart,
      duration: PLAYED_S,
    });
    const history = await getJson<{ id: string }[]>('/api/sessions/with-history');
    expect(history.find((row) => row.id === REPLAY_SESSION)).toMatchObject({
      start_time: raceStart,
      session_duration: PLAYED_S,
    });
    // A session followed from the race's start keeps its last race time as its length.
    expect(history.find((row) => row.id === IMPORTED)).toMatchObject({ session_duration: TO_MS / 1000 });

    const withdrawn = await publish(REPLAY_SESSION, { published: false });
    expect(withdrawn.status).toBe(200);
    expect(await publicLists()).toEqual(onlyImported);
    expect(await adminReplay()).toEqual([expect.objectContaining({ id: REPLAY_ID, published: false })]);

    expect(await auditOf()).toEqual([
      { action: 'session_published', target: `session ${REPLAY_SESSION}` },
      { action: 'session_unpublished', target: `session ${REPLAY_SESSION}` },
    ]);
  });
});

describe('PUT /api/admin/sessions/:id/published', () => {
  it('is closed to anonymous visitors', async () => {
    const response = await publish(REPLAY_SESSION, { published: true }, { 'x-admin-request': '1' });
    expect(response.status).toBe(401);
    expect(await publicLists()).toEqual(onlyImported);
  });

  it('refuses what is not a replay, an unknown session and a body without a boolean, in French', async () => {
    const CODES: Record<number, string> = {
      400: 'request.invalid',
      404: 'request.not_found',
      409: 'request.conflict',
    };
    const cases: [string, unknown, number, string][] = [
      [
        IMPORTED,
        { published: false },
        409,
        'Seule une rediffusion se publie : les autres sessions sont toujours listées',
      ],
      ['replay-00000000', { published: true }, 404, 'Session introuvable'],
      [
        REPLAY_SESSION,
        { published: 'oui' },
        400,
        'Indiquez published : true pour publier, false pour rendre privée',
      ],
      [REPLAY_SESSION, {}, 400, 'Indiquez published : true pour publier, false pour rendre privée'],
    ];
    for (const [sessionId, body, status, error] of cases) {
      const response = await publish(sessionId, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await response.json()).toEqual({ error, code: CODES[status] });
    }
    expect(await publicLists()).toEqual(onlyImported);
  });
});

describe('deleting a published replay session', () => {
  it('removes its publication with it', async () => {
    expect((await publish(REPLAY_SESSION, { published: true })).status).toBe(200);
    const deleted = await fetch(`${t.api.url}/api/admin/sessions/${REPLAY_SESSION}`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(deleted.status).toBe(200);
    expect(await t.database.db.selectFrom('published_sessions').selectAll().execute()).toEqual([]);
  });
});
