import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { decodeRecording, readRecordingFile } from '@lemans/race';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { describeWithSharedData, sharedDataPath } from '../../support/shared-data.ts';

const run = promisify(execFile);
const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** Runs `npm run cli -- ...` as a user would, against this file's database. */
async function cli(...args: string[]) {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'cli', '--', ...args], {
      cwd: repositoryRoot,
      env: { ...process.env, DATABASE_URL: database.url },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
const lastLine = (text: string) => text.trim().split('\n').at(-1) ?? '';

describeWithSharedData('npm run cli -- import-alkamel on the 2025 race', () => {
  const analysis = sharedDataPath('alkamel/le-mans-2025-race-analysis.csv');
  const results = sharedDataPath('classification/le-mans-results-1923-2026.csv');

  it('stores the recording once and prints its summary as one JSON object on the last line', async () => {
    const first = await cli(
      'import-alkamel',
      analysis,
      '--classification',
      results,
      '--year',
      '2025',
      '--json',
    );
    expect(first.code).toBe(0);
    const summary = JSON.parse(lastLine(first.stdout));
    expect(summary).toEqual({
      recordingId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      created: true,
      cars: 62,
      laps: 20_182,
      drivers: 186,
      durationMs: 86_806_484,
      match: {
        circuit: { id: 'le-mans', name: 'Circuit des 24 Heures du Mans' },
        calendar: {
          id: '24-heures-du-mans-2025-06-14',
          name: '24 Heures du Mans 2025',
          championship: 'FIA WEC',
          round: 4,
        },
      },
      seconds: expect.any(Number),
    });
    // --json keeps stderr free of progress.
    expect(first.stderr).toBe('');

    const again = await cli(
      'import-alkamel',
      analysis,
      '--classification',
      results,
      '--year',
      '2025',
      '--json',
    );
    expect(JSON.parse(lastLine(again.stdout))).toMatchObject({
      recordingId: summary.recordingId,
      created: false,
    });

    const rows = await database.db.selectFrom('recordings').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'laps',
      cars: 62,
      laps: 20_182,
      drivers: 186,
      event_name: '24 Heures du Mans 2025',
    });
    const stored = decodeRecording(rows[0]?.data as Buffer);
    const committed = await readRecordingFile(
      join(repositoryRoot, 'services/feed/recordings/le-mans-2025-race.json.gz'),
    );
    expect(stored).toEqual(committed);
  });

  it('prints its progress and a human summary without --json and can write the recording to a file', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'lemans-cli-')), 'race.json.gz');
    const { code, stdout, stderr } = await cli(
      'import-alkamel',
      analysis,
      '--date',
      '2025-06-14',
      '--out',
      out,
    );
    expect(code).toBe(0);
    expect(stdout.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^Enregistrement [0-9a-f-]{36} \(nouveau\) : 62 voitures, 20182 tours, 186 pilotes, durée 24:06:46$/,
      ),
      "Circuit reconnu d'après les tours : Circuit des 24 Heures du Mans",
      'Épreuve : 24 Heures du Mans 2025 (FIA WEC, manche 4)',
      expect.stringMatching(/^Terminé en \d+(,\d)? s$/),
    ]);
    // stderr is not a terminal here: a plain line per tenth instead of a bar.
    expect(stderr.trim().split('\n')).toEqual(
      [10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((percent) => `Lecture du fichier : ${percent} %`),
    );
    expect((await readRecordingFile(out)).cars).toHaveLength(62);
  });
});

describeWithSharedData('npm run cli -- import-alkamel --ingest, then rebuild-projections', () => {
  it('runs the first hour of the race through ingest and rebuilds the same projections', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'lemans-cli-'));
    const firstHour = join(folder, 'first-hour.csv');
    const csv = await readFile(sharedDataPath('alkamel/le-mans-2025-race-analysis.csv'), 'utf8');
    const [header = '', ...rows] = csv.split('\r\n');
    // ELAPSED is column 14: keep the laps completed in the first hour ("h:mm:ss" laps start with "1:" then).
    const early = rows.filter((row) => /^\d{1,2}:\d{2}\.\d{3}$/.test(row.split(';')[13] ?? ''));
    await writeFile(firstHour, [header, ...early].join('\r\n'));

    const imported = await cli('import-alkamel', firstHour, '--date', '2025-06-14', '--ingest', '--json');
    expect(imported.code, imported.stderr).toBe(0);
    const summary = JSON.parse(lastLine(imported.stdout));
    expect(summary).toMatchObject({
      cars: 62,
      created: true,
      sessionId: `import-${summary.recordingId.slice(0, 8)}`,
      snapshots: expect.any(Number),
      events: expect.any(Number),
    });
    // The session is named after the recording, it ended with the import, and the recording knows it.
    // Neither an event nor results given: the calendar's race of that day names it.
    const sessionRow = () =>
      database.db
        .selectFrom('sessions')
        .select(['name', 'event_name', 'active', 'status'])
        .where('id', '=', summary.sessionId)
        .executeTakeFirstOrThrow();
    expect(await sessionRow()).toEqual({
      name: 'Import — 24 Heures du Mans 2025 — Course',
      event_name: '24 Heures du Mans 2025',
      active: false,
      status: 'ended',
    });
    const recording = await database.db
      .selectFrom('recordings')
      .select('session_id')
      .where('id', '=', summary.recordingId)
      .executeTakeFirstOrThrow();
    expect(recording.session_id).toBe(summary.sessionId);
    const laps = await database.db
      .selectFrom('laps')
      .select('number')
      .where('session_id', '=', summary.sessionId)
      .execute();
    expect(laps.length).toBe(early.length);

    const standings = () =>
      database.db
        .selectFrom('live_standings')
        .selectAll()
        .where('session_id', '=', summary.sessionId)
        .orderBy('number')
        .execute();
    const before = await standings();
    const rebuilt = await cli('rebuild-projections', '--session', summary.sessionId, '--json');
    expect(rebuilt.code, rebuilt.stderr).toBe(0);
    expect(JSON.parse(lastLine(rebuilt.stdout))).toMatchObject({ sessions: 1, events: expect.any(Number) });
    expect(await standings()).toEqual(before);
    expect(await sessionRow()).toMatchObject({ active: false, status: 'ended' });

    // Again, in words: the recording is found, the session is already complete, nothing is added.
    const again = await cli('import-alkamel', firstHour, '--date', '2025-06-14', '--ingest');
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/^Enregistrement [0-9a-f-]{36} \(déjà présent\) : 62 voitures, \d+ tours/),
      "Circuit reconnu d'après les tours : Circuit des 24 Heures du Mans",
      'Épreuve : 24 Heures du Mans 2025 (FIA WEC, manche 4)',
      expect.stringMatching(new RegExp(`^Session ${summary.sessionId} : \\d+ instantanés, 0 événements$`)),
      expect.stringMatching(/^Terminé en /),
    ]);
    expect(again.stderr).toContain('Ingestion : 100 %');
  });
});

describeWithSharedData('npm run cli -- import-alkamel --event, on the 6 Heures de Spa-Francorchamps', () => {
  const spa = sharedDataPath('alkamel/wec-2025-spa-6h-analysis.csv');
  const SPA = '6 Heures de Spa-Francorchamps 2025';

  it('names the event as told and ingests the race into a session of that event', async () => {
    const { code, stdout, stderr } = await cli(
      'import-alkamel',
      spa,
      '--date',
      '2025-05-10',
      '--event',
      SPA,
      '--ingest',
      '--json',
    );
    expect(code, stderr).toBe(0);
    const summary = JSON.parse(lastLine(stdout));
    const recording = await database.db
      .selectFrom('recordings')
      .select(['name', 'event_name'])
      .where('id', '=', summary.recordingId)
      .executeTakeFirstOrThrow();
    expect(recording).toEqual({ name: `${SPA} — Course`, event_name: SPA });
    const session = await database.db
      .selectFrom('sessions')
      .select(['event_name', 'status'])
      .where('id', '=', summary.sessionId)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ event_name: SPA, status: 'ended' });
  });

  it('without --event, joins the event already known on that day', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'lemans-cli-'));
    const firstLaps = join(folder, 'spa-first-laps.csv');
    const [header = '', ...rows] = (await readFile(spa, 'utf8')).split('\r\n');
    await writeFile(firstLaps, [header, ...rows.slice(0, 50)].join('\r\n'));
    const { code, stdout, stderr } = await cli('import-alkamel', firstLaps, '--date', '2025-05-10', '--json');
    expect(code, stderr).toBe(0);
    const recording = await database.db
      .selectFrom('recordings')
      .select('event_name')
      .where('id', '=', JSON.parse(lastLine(stdout)).recordingId)
      .executeTakeFirstOrThrow();
    expect(recording.event_name).toBe(SPA);
  });

  it('refuses an event name over 120 characters', async () => {
    const { code, stderr } = await cli(
      'import-alkamel',
      spa,
      '--date',
      '2025-05-10',
      '--event',
      'x'.repeat(121),
    );
    expect(code).toBe(2);
    expect(stderr).toContain("Le nom de l'épreuve ne doit pas dépasser 120 caractères");
  });
});

describe('npm run cli -- import-alkamel on bad input', () => {
  it('names the line and column of a malformed cell and stores nothing', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'lemans-cli-'));
    const file = join(folder, 'broken.csv');
    const header =
      'NUMBER; DRIVER_NUMBER; LAP_NUMBER; LAP_TIME; LAP_IMPROVEMENT; CROSSING_FINISH_LINE_IN_PIT; S1; S1_IMPROVEMENT; S2; S2_IMPROVEMENT; S3; S3_IMPROVEMENT; KPH; ELAPSED; HOUR;S1_LARGE;S2_LARGE;S3_LARGE;TOP_SPEED;DRIVER_NAME;PIT_TIME;CLASS;GROUP;TEAM;MANUFACTURER;';
    const row =
      '7;1;1;3:40.000;0;;40.000;0;1:20.000;0;1:40.000;0;220.0;ELAPSED?;16:03:40.000;;;;330.0;Mike CONWAY;;HYPERCAR;H;Toyota Gazoo Racing;Toyota;';
    await writeFile(file, `${header}\r\n${row}\r\n`);
    const before = await database.db.selectFrom('recordings').select('id').execute();
    const sessionsBefore = await database.db.selectFrom('sessions').select('id').execute();

    const { code, stdout } = await cli('import-alkamel', file, '--date', '2025-06-14', '--json');
    expect(code).toBe(1);
    expect(JSON.parse(lastLine(stdout))).toEqual({
      error: 'Ligne 2, colonne « ELAPSED » : durée attendue (« ELAPSED? »)',
    });
    const inWords = await cli('import-alkamel', file, '--date', '2025-06-14', '--ingest');
    expect(inWords.code).toBe(1);
    expect(lastLine(inWords.stderr)).toBe(
      'Erreur : Ligne 2, colonne « ELAPSED » : durée attendue (« ELAPSED? »)',
    );
    expect(await database.db.selectFrom('recordings').select('id').execute()).toEqual(before);
    expect(await database.db.selectFrom('sessions').select('id').execute()).toEqual(sessionsBefore);
  });

  it('names the lines of a lap given twice with another time and stores nothing', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'lemans-cli-'));
    const file = join(folder, 'twice.csv');
    const header =
      'NUMBER; DRIVER_NUMBER; LAP_NUMBER; LAP_TIME; LAP_IMPROVEMENT; CROSSING_FINISH_LINE_IN_PIT; S1; S1_IMPROVEMENT; S2; S2_IMPROVEMENT; S3; S3_IMPROVEMENT; KPH; ELAPSED; HOUR;S1_LARGE;S2_LARGE;S3_LARGE;TOP_SPEED;DRIVER_NAME;PIT_TIME;CLASS;GROUP;TEAM;MANUFACTURER;';
    const lap = (number: number, time: string, elapsed: string) =>
      `7;1;${number};${time};0;;40.000;0;1:20.000;0;1:40.000;0;220.0;${elapsed};16:03:40.000;;;;330.0;Mike CONWAY;;HYPERCAR;H;Toyota Gazoo Racing;Toyota;`;
    const rows = [
      lap(1, '3:40.000', '3:40.000'),
      lap(2, '3:30.000', '7:10.000'),
      lap(1, '9:59.999', '3:40.000'),
    ];
    await writeFile(file, `${[header, ...rows].join('\r\n')}\r\n`);
    const before = await database.db.selectFrom('recordings').select('id').execute();
    const sessionsBefore = await database.db.selectFrom('sessions').select('id').execute();
    const refusal =
      "Fichier contradictoire, rien n'est importé (1 problème) : " +
      'ligne 4 : la voiture 7 a déjà un tour 1 (ligne 2) avec un autre temps (9:59.999 contre 3:40.000)';

    const { code, stdout } = await cli('import-alkamel', file, '--date', '2025-06-14', '--json');
    expect(code).toBe(1);
    expect(JSON.parse(lastLine(stdout))).toEqual({ error: refusal });
    const inWords = await cli('import-alkamel', file, '--date', '2025-06-14', '--ingest');
    expect(inWords.code).toBe(1);
    expect(lastLine(inWords.stderr)).toBe(`Erreur : ${refusal}`);
    expect(await database.db.selectFrom('recordings').select('id').execute()).toEqual(before);
    expect(await database.db.selectFrom('sessions').select('id').execute()).toEqual(sessionsBefore);
  });

  it('refuses an unknown command and a missing file argument with a usage message', async () => {
    const unknown = await cli('nope');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Commande inconnue : nope');
    const missing = await cli('import-alkamel');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Indiquez un seul fichier Analysis CSV');
  });

  it('reads a relative path from the folder where the command was typed', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'lemans-cli-'));
    await writeFile(join(folder, 'empty.csv'), 'NUMBER;\r\n');
    const { stdout } = await run(
      'npm',
      [
        '--prefix',
        repositoryRoot,
        'run',
        '--silent',
        'cli',
        '--',
        'import-alkamel',
        'empty.csv',
        '--date',
        '2025-06-14',
        '--json',
      ],
      {
        cwd: folder,
        env: { ...process.env, DATABASE_URL: database.url },
      },
    ).catch((error: { stdout: string }) => error);
    expect(JSON.parse(lastLine(stdout)).error).toMatch(/^Ligne 1 : en-tête inattendu/);
  });
});
