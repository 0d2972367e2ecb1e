import { readFile } from 'node:fs/promises';
import { busKeys } from '@lemans/bus';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeWithSharedData, sharedDataPath } from '../../support/shared-data.ts';
import { adminImportsUnderTest } from './admin-imports-under-test.ts';

/** Renaming and deleting recordings, and deleting the sessions imported or replayed from them. */

const { t, admin, stopImports } = adminImportsUnderTest();

const call = (method: string, path: string, body?: unknown, headers = admin) =>
  fetch(`${t.api.url}/api/admin${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const anonymous = { 'x-admin-request': '1' };

/** The laps of a race's first five minutes: enough for entries, laps, stints and standings. */
async function firstMinutes(): Promise<string> {
  const [header = '', ...rows] = (
    await readFile(sharedDataPath('alkamel/le-mans-2025-race-analysis.csv'), 'utf8')
  ).split('\r\n');
  return [header, ...rows.filter((row) => /^[0-4]:\d{2}\.\d{3}$/.test(row.split(';')[13] ?? ''))].join(
    '\r\n',
  );
}

/** Uploads the file under `name` and waits for its import: the recording and the session it went into. */
async function imported(name: string): Promise<{ recordingId: string; sessionId: string }> {
  const response = await fetch(
    `${t.api.url}/api/admin/recordings?date=2025-06-14&name=${encodeURIComponent(name)}`,
    { method: 'POST', headers: { 'content-type': 'text/csv', ...admin }, body: await firstMinutes() },
  );
  expect(response.status).toBe(202);
  const body = (await response.json()) as { recording: { id: string }; session_id: string };
  for (let attempt = 0; attempt < 300; attempt++) {
    const list = (await (await call('GET', '/recordings')).json()) as {
      recordings: { id: string; import: { state: string | null } }[];
    };
    if (list.recordings.find((row) => row.id === body.recording.id)?.import.state === 'completed')
      return { recordingId: body.recording.id, sessionId: body.session_id };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('import non terminé');
}

/** A replay row of the recording, as ingest writes it, in the given state. */
async function replayOf(recordingId: string, sessionId: string, state: 'running' | 'paused' | 'finished') {
  const row = await t.database.db
    .insertInto('replays')
    .values({ recording_id: recordingId, session_id: sessionId, speed: 1, start_race_time_ms: 0, state })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Rows naming the session in every table that has a session_id column, found from the catalogue. */
async function rowsNaming(sessionId: string): Promise<Record<string, number>> {
  const { rows: tables } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_name = 'session_id'
    ORDER BY table_name
  `.execute(t.database.db);
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const { rows } = await sql<{ count: string }>`
      SELECT count(*) AS count FROM ${sql.table(table_name)} WHERE session_id = ${sessionId}
    `.execute(t.database.db);
    counts[table_name] = Number(rows[0]?.count);
  }
  return counts;
}

const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

it('refuses an anonymous caller on each of the new routes', async () => {
  const id = '00000000-0000-4000-8000-000000000000';
  expect((await call('PATCH', `/recordings/${id}`, { name: 'x' }, anonymous)).status).toBe(401);
  expect((await call('DELETE', `/recordings/${id}`, undefined, anonymous)).status).toBe(401);
  expect((await call('DELETE', '/sessions/import-00000000', undefined, anonymous)).status).toBe(401);
});

it('answers 404 in French for a recording or a session that does not exist', async () => {
  const unknown = '00000000-0000-4000-8000-000000000000';
  const renamed = await call('PATCH', `/recordings/${unknown}`, { name: 'Nom' });
  expect(renamed.status).toBe(404);
  expect(await errorOf(renamed)).toBe('Enregistrement introuvable');
  expect((await call('DELETE', '/recordings/pas-un-uuid')).status).toBe(404);
  const session = await call('DELETE', '/sessions/import-ffffffff');
  expect(session.status).toBe(404);
  expect(await errorOf(session)).toBe('Session introuvable');
  expect((await call('DELETE', '/sessions/pas%20un%20id')).status).toBe(400);
});

describeWithSharedData('recordings and their sessions in the admin area', () => {
  it('renames a recording with a trimmed name, refuses an empty or long one, and audits it', async () => {
    const { recordingId, sessionId } = await imported('Départ');
    for (const name of ['', '   ', 'x'.repeat(121), 12]) {
      const refused = await call('PATCH', `/recordings/${recordingId}`, { name });
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toBe('Le nom doit compter de 1 à 120 caractères');
    }
    const renamed = await call('PATCH', `/recordings/${recordingId}`, { name: '  Course 2025  ' });
    expect(renamed.status).toBe(200);
    const row = await t.database.db
      .selectFrom('recordings')
      .select('name')
      .where('id', '=', recordingId)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Course 2025');
    // The session's events say what it was named when imported.
    const session = await t.database.db
      .selectFrom('sessions')
      .select('name')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(session.name).toBe('Import — Départ');
    const audit = await t.database.db.selectFrom('admin_audit').select(['action', 'target']).execute();
    expect(audit).toContainEqual({ action: 'recording_renamed', target: `recording ${recordingId}` });
  });

  it('refuses to delete a recording while a replay of it runs, then deletes it with its replays', async () => {
    const [{ id: recordingId, session_id: sessionId } = { id: '', session_id: '' }] = await t.database.db
      .selectFrom('recordings')
      .select(['id', 'session_id'])
      .execute();
    const replayId = await replayOf(recordingId, 'replay-0000000a', 'paused');
    const refused = await call('DELETE', `/recordings/${recordingId}`);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe(
      'Une rediffusion de cet enregistrement est en cours : arrêtez-la avant de le supprimer',
    );
    await t.database.db.updateTable('replays').set({ state: 'stopped' }).where('id', '=', replayId).execute();

    const deleted = await call('DELETE', `/recordings/${recordingId}`);
    expect(deleted.status).toBe(200);
    expect(await t.database.db.selectFrom('recordings').select('id').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('replays').select('id').execute()).toEqual([]);
    // The session it was imported into stays: deleting it is an action of its own.
    expect(
      await t.database.db.selectFrom('sessions').select('id').where('id', '=', sessionId).execute(),
    ).toHaveLength(1);
    expect((await call('DELETE', `/recordings/${recordingId}`)).status).toBe(404);
    const audit = await t.database.db.selectFrom('admin_audit').select(['action', 'target']).execute();
    expect(audit).toContainEqual({ action: 'recording_deleted', target: `recording ${recordingId}` });
  });

  it('deletes a session whole: no row of it is left in any table with a session_id column', async () => {
    const { recordingId, sessionId } = await imported('Session à supprimer');
    await replayOf(recordingId, sessionId, 'finished');
    const keys = busKeys(t.redis.prefix);
    const redis = t.redis.connect('client');
    await redis.set(keys.latestLive(sessionId), '{"id":"1-0","data":{}}');
    const before = await rowsNaming(sessionId);
    expect(before.laps).toBeGreaterThan(0);
    expect(before.entries).toBeGreaterThan(0);

    const deleted = await call('DELETE', `/sessions/${sessionId}`);
    expect(deleted.status).toBe(200);
    const after = await rowsNaming(sessionId);
    expect(
      Object.values(after).every((count) => count === 0),
      JSON.stringify(after),
    ).toBe(true);
    expect(Object.keys(after)).toEqual(expect.arrayContaining(['laps', 'replays', 'recordings']));
    const sessionRow = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', sessionId)
      .execute();
    expect(sessionRow).toEqual([]);
    const events = await t.database.db
      .selectFrom('events')
      .select('global_position')
      .where('stream_id', '=', `session-${sessionId}`)
      .execute();
    expect(events).toEqual([]);
    const checkpoints = await t.database.db
      .selectFrom('cursors')
      .select('id')
      .where('id', 'like', `%${sessionId}%`)
      .execute();
    expect(checkpoints).toEqual([]);
    expect(await redis.exists(keys.latestLive(sessionId))).toBe(0);
    // The recording stays, without its session.
    const recording = await t.database.db
      .selectFrom('recordings')
      .select('session_id')
      .where('id', '=', recordingId)
      .executeTakeFirstOrThrow();
    expect(recording.session_id).toBeNull();
    const audit = await t.database.db.selectFrom('admin_audit').select(['action', 'target']).execute();
    expect(audit).toContainEqual({ action: 'session_deleted', target: `session ${sessionId}` });
  });

  it('refuses to delete the live session and a session a replay is playing into', async () => {
    const { recordingId, sessionId } = await imported('Session en cours');
    const keys = busKeys(t.redis.prefix);
    const redis = t.redis.connect('client');
    await redis.set(keys.currentSession, sessionId);
    const live = await call('DELETE', `/sessions/${sessionId}`);
    expect(live.status).toBe(409);
    expect(await errorOf(live)).toBe('Session en direct : elle ne peut pas être supprimée');
    await redis.del(keys.currentSession);

    await replayOf(recordingId, sessionId, 'running');
    const replaying = await call('DELETE', `/sessions/${sessionId}`);
    expect(replaying.status).toBe(409);
    expect(await errorOf(replaying)).toBe(
      'Rediffusion en cours dans cette session : arrêtez-la avant de la supprimer',
    );
    expect((await rowsNaming(sessionId)).laps).toBeGreaterThan(0);
  });

  // Last: it stops the import worker, so that the next upload's import stays waiting.
  it('refuses to delete a recording while its import waits', async () => {
    await stopImports();
    const response = await fetch(`${t.api.url}/api/admin/recordings?date=2025-06-14&name=En%20attente`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', ...admin },
      body: (await firstMinutes()).split('\r\n').slice(0, 40).join('\r\n'),
    });
    expect(response.status).toBe(202);
    const { recording } = (await response.json()) as { recording: { id: string } };
    const refused = await call('DELETE', `/recordings/${recording.id}`);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe(
      "L'import de cet enregistrement est en cours : attendez sa fin avant de le supprimer",
    );
    expect(
      await t.database.db.selectFrom('recordings').select('id').where('id', '=', recording.id).execute(),
    ).toHaveLength(1);
  });
});
