import { importSessionIdOf } from '@lemans/bus/recordings-queue';
import { readStream, streamIdOf } from '@lemans/projections';
import { saveLapRecording } from '@lemans/recordings';
import { expect, it } from 'vitest';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { rebuildSessionProjections } from '../../../services/ingest/src/projections/rebuild-projections.ts';
import { ingestImportedRecording } from '../../../services/ingest/src/recordings/ingest-imported-recording.ts';
import { tinyRecording } from '../feed/tiny-recording.ts';
import { adminImportsUnderTest } from './admin-imports-under-test.ts';

/** Renaming a session from the admin area: by an event, so that the name outlives a projection rebuild. */

const { t, admin } = adminImportsUnderTest();

const rename = (sessionId: string, body: unknown, headers: Record<string, string> = admin) =>
  fetch(`${t.api.url}/api/admin/sessions/${sessionId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

async function importedSession(): Promise<string> {
  const recording = tinyRecording();
  const { id } = await saveLapRecording(t.database.db, recording);
  const { sessionId } = await ingestImportedRecording(
    t.database.db,
    { id, data: recording },
    importSessionIdOf(id),
  );
  return sessionId;
}

const nameOf = async (sessionId: string) =>
  (
    await t.database.db
      .selectFrom('sessions')
      .select('name')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow()
  ).name;

type Listed = { id: string; name: string; kind: string; renamed: boolean };
const listedOf = async (sessionId: string) =>
  ((await (await fetch(`${t.api.url}/api/sessions`)).json()) as Listed[]).find(
    (session) => session.id === sessionId,
  );

it('renames an ended session by an event that a rebuild replays, and audits it', async () => {
  const sessionId = await importedSession();
  // The name its import gave it, which the pages do not show: they name it by its event and kind.
  expect(await listedOf(sessionId)).toMatchObject({ kind: 'import', renamed: false });
  const response = await rename(sessionId, { name: '  Course miniature, essai 2  ' });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    success: true,
    session: { id: sessionId, name: 'Course miniature, essai 2' },
  });
  expect(await nameOf(sessionId)).toBe('Course miniature, essai 2');
  // An operator's name is shown, with the session's event and kind.
  expect(await listedOf(sessionId)).toMatchObject({
    name: 'Course miniature, essai 2',
    kind: 'import',
    renamed: true,
  });

  const events = await readStream(t.database.db, streamIdOf(sessionId));
  expect(events.at(-1)?.event).toEqual({
    type: 'SessionRenamed',
    data: { from: expect.any(String), to: 'Course miniature, essai 2' },
  });
  await rebuildSessionProjections(t.database.db, sessionId);
  expect(await nameOf(sessionId)).toBe('Course miniature, essai 2');

  const audit = await t.database.db
    .selectFrom('admin_audit')
    .select(['target', 'details'])
    .where('action', '=', 'session_renamed')
    .execute();
  expect(audit).toEqual([{ target: `session ${sessionId}`, details: { name: 'Course miniature, essai 2' } }]);

  // The same name again appends nothing.
  expect((await rename(sessionId, { name: 'Course miniature, essai 2' })).status).toBe(200);
  expect(await readStream(t.database.db, streamIdOf(sessionId))).toHaveLength(events.length);
});

it('refuses a running session, a bad name, an unknown session and an anonymous caller', async () => {
  await ingestRecording(t.database.db, tinyRecording(), { sessionId: 'live-en-cours', untilMs: 5 * 60_000 });
  const running = await rename('live-en-cours', { name: 'Autre nom' });
  expect(running.status).toBe(409);
  expect(await errorOf(running)).toBe('Session en cours : elle pourra être renommée une fois terminée');
  expect(await nameOf('live-en-cours')).toBe('Course');

  const sessionId = await importedSession();
  for (const body of [{ name: '   ' }, { name: 'x'.repeat(121) }, { nom: 'Course' }, { name: 12 }]) {
    const refused = await rename(sessionId, body);
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toBe('Le nom doit compter de 1 à 120 caractères');
  }
  const unknown = await rename('import-ffffffff', { name: 'Nom' });
  expect(unknown.status).toBe(404);
  expect(await errorOf(unknown)).toBe('Session introuvable');
  expect((await rename('pas%20un%20id', { name: 'Nom' })).status).toBe(400);
  expect((await rename(sessionId, { name: 'Nom' }, { 'x-admin-request': '1' })).status).toBe(401);
});
