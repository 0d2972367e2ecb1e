import { readFile } from 'node:fs/promises';
import { importJobIdOf } from '@lemans/bus/recordings-queue';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeWithSharedData, sharedDataPath } from '../../support/shared-data.ts';
import { adminImportsUnderTest } from './admin-imports-under-test.ts';

/** The admin upload of an Al Kamel Analysis CSV: checked whole, stored, then ingested by ingest's worker. */

const { t, admin } = adminImportsUnderTest();

interface ListedRecording {
  id: string;
  name: string;
  session_id: string | null;
  session_name: string | null;
  laps: number;
  import: { state: string | null; progress: number };
}

const upload = (csv: string | Buffer, query = 'date=2025-06-14', headers: Record<string, string> = {}) =>
  fetch(`${t.api.url}/api/admin/recordings?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', ...admin, ...headers },
    body: csv,
  });

async function listed(): Promise<ListedRecording[]> {
  const response = await t.api.get('/api/admin/recordings', admin);
  expect(response.status).toBe(200);
  return ((await response.json()) as { recordings: ListedRecording[] }).recordings;
}

async function importFinished(recordingId: string): Promise<ListedRecording> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const recording = (await listed()).find((row) => row.id === recordingId);
    if (recording?.import.state === 'completed' || recording?.import.state === 'failed') return recording;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import de ${recordingId} non terminé`);
}

const counts = async () => ({
  recordings: (await t.database.db.selectFrom('recordings').select('id').execute()).length,
  sessions: (await t.database.db.selectFrom('sessions').select('id').execute()).length,
  events: (await t.database.db.selectFrom('events').select('global_position').execute()).length,
});

describe('the recordings admin routes', () => {
  it('refuse an anonymous caller', async () => {
    expect((await t.api.get('/api/admin/recordings')).status).toBe(401);
    const anonymous = await fetch(`${t.api.url}/api/admin/recordings?date=2025-06-14`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', 'x-admin-request': '1' },
      body: 'NUMBER;\r\n',
    });
    expect(anonymous.status).toBe(401);
    expect(await t.database.db.selectFrom('recordings').select('id').execute()).toEqual([]);
  });
});

describeWithSharedData('POST /api/admin/recordings with the 2025 Analysis file', () => {
  let lines: string[];
  /**
   * The header and the laps of the first ten minutes (some 190 lines, every car's first laps): the file
   * is sorted by car, so its first lines would be one car's half race.
   */
  const small = () => lines.join('\r\n');

  beforeAll(async () => {
    const [header = '', ...rows] = (
      await readFile(sharedDataPath('alkamel/le-mans-2025-race-analysis.csv'), 'utf8')
    ).split('\r\n');
    // ELAPSED is the 14th column: "m:ss.fff" under ten minutes.
    lines = [header, ...rows.filter((row) => /^\d:\d{2}\.\d{3}$/.test(row.split(';')[13] ?? ''))];
  });

  it('stores the recording, answers 202 and ingests it into a session with its laps', async () => {
    const response = await upload(small(), 'date=2025-06-14&year=2025&name=D%C3%A9part%202025');
    expect(response.status).toBe(202);
    const body = (await response.json()) as {
      recording: Record<string, unknown> & { id: string };
      session_id: string;
      created: boolean;
    };
    // No event in the query, no results: the calendar's race of that day on the circuit the laps show.
    expect(body).toEqual({
      recording: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Départ 2025',
        event_name: '24 Heures du Mans 2025',
        cars: 62,
        laps: lines.length - 1,
        drivers: expect.any(Number),
        duration_ms: expect.any(Number),
        size_bytes: expect.any(Number),
      },
      session_id: `import-${body.recording.id.slice(0, 8)}`,
      created: true,
      match: {
        circuit: { id: 'le-mans', name: 'Circuit des 24 Heures du Mans' },
        calendar: {
          id: '24-heures-du-mans-2025-06-14',
          name: '24 Heures du Mans 2025',
          championship: 'FIA WEC',
          round: 4,
        },
      },
    });

    const done = await importFinished(body.recording.id);
    expect(done).toMatchObject({
      name: 'Départ 2025',
      session_id: body.session_id,
      session_name: 'Import — Départ 2025',
      laps: lines.length - 1,
      import: { state: 'completed', progress: 100 },
    });
    const laps = await t.database.db
      .selectFrom('laps')
      .select('number')
      .where('session_id', '=', body.session_id)
      .execute();
    expect(laps).toHaveLength(lines.length - 1);
    const session = await t.database.db
      .selectFrom('sessions')
      .select(['name', 'event_name', 'active', 'status'])
      .where('id', '=', body.session_id)
      .executeTakeFirstOrThrow();
    // Nothing follows an upload's last lap: its session has ended with the import.
    expect(session).toEqual({
      name: 'Import — Départ 2025',
      event_name: '24 Heures du Mans 2025',
      active: false,
      status: 'ended',
    });
    const history = (await (await t.api.get('/api/sessions/with-history')).json()) as {
      id: string;
      has_history: boolean;
    }[];
    expect(history.find((row) => row.id === body.session_id)?.has_history).toBe(true);
    const audit = await t.database.db.selectFrom('admin_audit').select(['action', 'target']).execute();
    expect(audit).toContainEqual({ action: 'recording_imported', target: `recording ${body.recording.id}` });
  });

  it('finds the same file again and does not ingest it twice', async () => {
    const before = await counts();
    const [first] = await listed();
    const job = await t.api.recordings.queue.getJob(importJobIdOf(first?.id as string));
    const finishedOn = job?.finishedOn;
    expect(finishedOn).toEqual(expect.any(Number));

    const again = await upload(small(), 'date=2025-06-14&name=D%C3%A9part%202025');
    expect(again.status).toBe(202);
    expect(await again.json()).toMatchObject({
      recording: { id: first?.id },
      session_id: first?.session_id,
      created: false,
    });
    // An import is enqueued before the upload is answered: with none waiting, none can come later.
    expect(await t.api.recordings.queue.getJobCounts('waiting', 'active', 'delayed')).toEqual({
      waiting: 0,
      active: 0,
      delayed: 0,
    });
    expect((await t.api.recordings.queue.getJob(importJobIdOf(first?.id as string)))?.finishedOn).toBe(
      finishedOn,
    );
    expect(await counts()).toEqual(before);
  });

  it('names the line and the column of a bad cell and stores nothing', async () => {
    const before = await counts();
    const broken = [...lines];
    const cells = (broken[11] as string).split(';');
    cells[3] = 'trois minutes';
    broken[11] = cells.join(';');
    const response = await upload(broken.join('\r\n'), 'date=2025-06-14&name=Cass%C3%A9');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Ligne 12, colonne « LAP_TIME » : durée attendue (« trois minutes »)',
      code: 'request.invalid',
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses an empty body, a file that is not a CSV and a missing date', async () => {
    const before = await counts();
    const refused = async (response: Response) => {
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: string }).error;
    };
    expect(await refused(await upload(''))).toBe('Fichier vide');
    expect(
      await refused(await upload('{"params": {}}', 'date=2025-06-14', { 'content-type': 'text/csv' })),
    ).toMatch(/^Ligne 1 : ce n'est pas un export CSV/);
    expect(
      await refused(await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0x3b]), 'date=2025-06-14')),
    ).toMatch(/^Ligne 1 : fichier illisible/);
    expect(await refused(await upload('{}', 'date=2025-06-14', { 'content-type': 'application/json' }))).toBe(
      'Fichier CSV attendu (en-tête Content-Type: text/csv)',
    );
    expect(await refused(await upload(small(), ''))).toBe('Date de départ requise : date=AAAA-MM-JJ');
    expect(await refused(await upload(small(), 'date=2025-06-14&year=2024'))).toBe(
      "L'année ne correspond pas à la date de départ",
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses a body over 20 MB with 413', async () => {
    const before = await counts();
    const huge = Buffer.alloc(21 * 1024 * 1024, 'a');
    const response = await upload(huge);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: 'Fichier trop volumineux : 20 Mo au maximum',
      code: 'request.too_large',
    });
    expect(await counts()).toEqual(before);
  });
});
