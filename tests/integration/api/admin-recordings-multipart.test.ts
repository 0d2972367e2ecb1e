import { readFile } from 'node:fs/promises';
import { decodeRecording } from '@lemans/race';
import { assignUnassignedSessions } from '@lemans/race-events';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeWithSharedData, sharedDataPath } from '../../support/shared-data.ts';
import { adminImportsUnderTest } from './admin-imports-under-test.ts';
import { frenchErrorOf } from './french-error.ts';

/**
 * The admin upload as a form (multipart/form-data): the Analysis file, the official results of Le Mans if
 * any, and the name, event and date of the race. The event is the one typed, else Le Mans's when its
 * results come with the file, else the one already known on that day, else one named after the date.
 */

const { t, admin, stopImports } = adminImportsUnderTest();

interface UploadAnswer {
  recording: { id: string; name: string; event_name: string };
  session_id: string;
  created: boolean;
}

type Part = string | Blob | Buffer;

/** A form of text fields and files (a Blob or a Buffer is sent as a file), in the order given. */
function formOf(parts: Record<string, Part | Part[]>): FormData {
  const form = new FormData();
  for (const [name, values] of Object.entries(parts)) {
    for (const value of Array.isArray(values) ? values : [values]) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, value instanceof Blob ? value : new Blob([value]), `${name}.csv`);
    }
  }
  return form;
}

const csvFile = (text: string) => new Blob([text], { type: 'text/csv' });

const post = (body: FormData | string | Buffer, headers: Record<string, string> = {}) =>
  fetch(`${t.api.url}/api/admin/recordings`, { method: 'POST', headers: { ...admin, ...headers }, body });

/** A hand-written multipart body: what a browser never sends, but a script or a broken proxy may. */
function rawForm(parts: { name: string; file?: boolean; content: string | Buffer }[], closed = true): Buffer {
  const chunks = parts.map(({ name, file, content }) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${name}.csv"\r\nContent-Type: text/csv` : ''}\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from('\r\n'),
    ]),
  );
  return Buffer.concat([...chunks, Buffer.from(closed ? `--${BOUNDARY}--\r\n` : '')]);
}
const BOUNDARY = 'limite-du-formulaire';
const RAW_FORM = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

async function accepted(response: Response): Promise<UploadAnswer> {
  expect(response.status, await response.clone().text()).toBe(202);
  return (await response.json()) as UploadAnswer;
}

async function importFinished(recordingId: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const response = await t.api.get('/api/admin/recordings', admin);
    const { recordings } = (await response.json()) as {
      recordings: { id: string; import: { state: string | null } }[];
    };
    const state = recordings.find((row) => row.id === recordingId)?.import.state;
    if (state === 'completed') return;
    if (state === 'failed') throw new Error(`import de ${recordingId} en échec`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import de ${recordingId} non terminé`);
}

const storedCount = async () => (await t.database.db.selectFrom('recordings').select('id').execute()).length;

/** A refused request: its status, its French reason, and nothing stored. */
async function refusal(response: Response, status = 400): Promise<string> {
  expect(response.status).toBe(status);
  return frenchErrorOf(response);
}

/** The header and the laps of the first ten minutes (ELAPSED, the 14th column, under ten minutes). */
async function firstTenMinutes(file: string): Promise<string> {
  const [header = '', ...rows] = (await readFile(sharedDataPath(file), 'utf8')).split('\r\n');
  return [header, ...rows.filter((row) => /^\d:\d{2}\.\d{3}$/.test(row.split(';')[13] ?? ''))].join('\r\n');
}

describe('POST /api/admin/recordings as a form', () => {
  it('refuses an anonymous caller', async () => {
    const response = await fetch(`${t.api.url}/api/admin/recordings`, {
      method: 'POST',
      headers: { 'x-admin-request': '1' },
      body: formOf({ analysis: csvFile('NUMBER;\r\n'), date: '2025-06-14' }),
    });
    expect(response.status).toBe(401);
  });
});

describeWithSharedData('POST /api/admin/recordings as a form, with the 2025 files', () => {
  let leMans: string;
  let spa: string;
  let results: Buffer;

  beforeAll(async () => {
    leMans = await firstTenMinutes('alkamel/le-mans-2025-race-analysis.csv');
    spa = await firstTenMinutes('alkamel/wec-2025-spa-6h-analysis.csv');
    results = await readFile(sharedDataPath('classification/le-mans-results-1923-2026.csv'));
  });

  it('takes the official results: the race is Le Mans’s and the disqualified car ends last', async () => {
    const answer = await accepted(
      await post(
        formOf({ analysis: csvFile(leMans), results: csvFile(results.toString()), date: '2025-06-14' }),
      ),
    );
    expect(answer.recording).toMatchObject({
      name: '24 Heures du Mans 2025 — Course',
      event_name: '24 Heures du Mans 2025',
    });
    expect(answer.created).toBe(true);
    const row = await t.database.db
      .selectFrom('recordings')
      .select('data')
      .where('id', '=', answer.recording.id)
      .executeTakeFirstOrThrow();
    const recording = decodeRecording(row.data as Buffer);
    expect(recording.meta.source.classificationYear).toBe(2025);
    expect(recording.cars.find((car) => car.number === '50')?.result).toMatchObject({
      status: 'DSQ',
      position: null,
    });
    expect(recording.cars.find((car) => car.number === '83')?.chassis).toBe('Ferrari 499P');

    await importFinished(answer.recording.id);
    const live = (await (await t.api.get(`/api/live?sessionId=${answer.session_id}`)).json()) as {
      data: { participant_number: string; car_state: string }[];
    };
    expect(live.data.at(-1)).toMatchObject({ participant_number: '50', car_state: 'Disqualified' });
  });

  it('names the race after the event typed in the form', async () => {
    const answer = await accepted(
      await post(
        formOf({
          analysis: csvFile(spa),
          event: '  6 Heures de Spa-Francorchamps 2025 ',
          date: '2025-05-10',
          name: 'Spa, dix minutes',
        }),
      ),
    );
    expect(answer.recording).toMatchObject({
      name: 'Spa, dix minutes',
      event_name: '6 Heures de Spa-Francorchamps 2025',
    });
    await importFinished(answer.recording.id);
    const session = await t.database.db
      .selectFrom('sessions')
      .select('event_name')
      .where('id', '=', answer.session_id)
      .executeTakeFirstOrThrow();
    expect(session.event_name).toBe('6 Heures de Spa-Francorchamps 2025');
  });

  it('else takes the event of a session already known on that day in Paris, replays aside', async () => {
    // The session imported above started on 10 May 2025.
    const again = await accepted(await post(formOf({ analysis: csvFile(spa), date: '2025-05-10' })));
    expect(again.recording).toMatchObject({
      name: '6 Heures de Spa-Francorchamps 2025 — Course',
      event_name: '6 Heures de Spa-Francorchamps 2025',
    });

    const session = (id: string, eventName: string, startTime: string, isReplay: boolean) => ({
      id,
      organiser_session_id: 1,
      name: id,
      session_type: 'RACE',
      event_name: eventName,
      is_replay: isReplay,
      start_time: new Date(startTime),
      created_at: new Date(startTime),
    });
    await t.database.db
      .insertInto('sessions')
      .values([
        // 00:30 on 21 June in Paris, still 20 June in UTC.
        session('essais-21-juin', 'Journée test du Mans 2025', '2025-06-20T22:30:00Z', false),
        session('replay-0000abcd', 'Rediffusion du 20 juin', '2025-06-20T12:00:00Z', true),
      ])
      .execute();
    await assignUnassignedSessions(t.database.db);
    const onThe21st = await accepted(
      await post(formOf({ analysis: csvFile(leMans), date: '2025-06-21', name: 'Le 21' })),
    );
    expect(onThe21st.recording.event_name).toBe('Journée test du Mans 2025');
    const onThe20th = await accepted(
      await post(formOf({ analysis: csvFile(leMans), date: '2025-06-20', name: 'Le 20' })),
    );
    expect(onThe20th.recording.event_name).toBe('Course du 20 juin 2025');
  });

  it('names the event of a raw CSV upload by the same rule, its query naming it if it wants', async () => {
    const raw = (query: string) =>
      fetch(`${t.api.url}/api/admin/recordings?${query}`, {
        method: 'POST',
        headers: { ...admin, 'content-type': 'text/csv' },
        body: leMans,
      });
    const typed = await accepted(await raw('date=2025-05-11&event=Essais%20de%20Spa&name=Brut'));
    expect(typed.recording.event_name).toBe('Essais de Spa');
    const dated = await accepted(await raw('date=2025-05-12&name=Brut%202'));
    expect(dated.recording.event_name).toBe('Course du 12 mai 2025');
  });

  it('refuses the results of a year they do not have, and names the line of unreadable results', async () => {
    const before = await storedCount();
    const withResults = (file: Part, date = '2025-06-14') =>
      post(formOf({ analysis: csvFile(leMans), results: file, date }));
    expect(await refusal(await withResults(results, '2027-06-12'))).toBe(
      'Aucun résultat de 2027 dans le fichier de résultats',
    );
    const pdf = await readFile(sharedDataPath('classification/le-mans-2025-final-classification.pdf'));
    expect(await refusal(await withResults(pdf))).toBe(
      'Fichier de résultats, ligne 1 : colonne « Year » absente',
    );
    const [header, ...rows] = results.toString().split('\r\n');
    const broken = [header, ...rows.slice(0, 2), `2025;premier${(rows[2] ?? '').slice(6)}`].join('\r\n');
    expect(await refusal(await withResults(csvFile(broken)))).toBe(
      'Fichier de résultats, ligne 4, colonne « Pos » : position ou statut attendu (« premier »)',
    );
    expect(await storedCount()).toBe(before);
  });

  it('checks the fields as the query is checked, in French', async () => {
    const before = await storedCount();
    const withFields = (fields: Record<string, string>) =>
      post(formOf({ analysis: csvFile(leMans), ...fields }));
    expect(await refusal(await withFields({}))).toBe('Date de départ requise : date=AAAA-MM-JJ');
    expect(await refusal(await withFields({ date: '2025-02-30' }))).toBe(
      'Date de départ invalide : AAAA-MM-JJ attendu',
    );
    expect(await refusal(await withFields({ date: '2025-06-14', event: 'é'.repeat(121) }))).toBe(
      "Le nom de l'épreuve ne doit pas dépasser 120 caractères",
    );
    expect(await refusal(await withFields({ date: '2025-06-14', event: 'a\u0000b' }))).toBe(
      'Caractère nul interdit dans « event »',
    );
    expect(await refusal(await withFields({ date: '2025-06-14', name: 'x'.repeat(201) }))).toBe(
      'Le nom ne doit pas dépasser 200 caractères',
    );
    expect(await storedCount()).toBe(before);
  });

  it('refuses every malformed form with a French 4xx and stores nothing', async () => {
    const before = await storedCount();
    const analysis = { name: 'analysis', file: true, content: leMans };
    const date = { name: 'date', content: '2025-06-14' };
    const form = (parts: Record<string, Part | Part[]>) => () => post(formOf(parts));
    const raw =
      (body: Buffer, headers = RAW_FORM) =>
      () =>
        post(body, headers);
    // One after the other: each is refused alone, whatever the others did to the server.
    const cases: [() => Promise<Response>, number, string | RegExp][] = [
      [form({ date: '2025-06-14' }), 400, 'Fichier Analysis requis (champ « analysis »)'],
      [form({ analysis: csvFile(''), date: '2025-06-14' }), 400, 'Fichier vide'],
      [
        form({ analysis: csvFile(leMans), photo: csvFile('x'), date: '2025-06-14' }),
        400,
        'Fichier inattendu : « photo »',
      ],
      [
        form({ analysis: [csvFile(leMans), csvFile(leMans)], date: '2025-06-14' }),
        400,
        'Un seul fichier « analysis » attendu',
      ],
      [
        form({ analysis: csvFile(leMans), results: [csvFile('a'), csvFile('b')], date: '2025-06-14' }),
        400,
        'Un seul fichier « results » attendu',
      ],
      [form({ analysis: leMans, date: '2025-06-14' }), 400, 'Fichier attendu dans « analysis »'],
      [
        form({ analysis: csvFile(leMans), date: '2025-06-14', pilote: 'x' }),
        400,
        'Champ inattendu : « pilote »',
      ],
      [
        form({ analysis: csvFile(leMans), date: ['2025-06-14', '2025-06-15'] }),
        400,
        'Champ « date » en double',
      ],
      [
        form({ analysis: csvFile(leMans), date: '2025-06-14', name: 'x'.repeat(5000) }),
        400,
        'Champ « name » trop long',
      ],
      [
        raw(rawForm([analysis, date]), { 'content-type': 'multipart/form-data' }),
        400,
        /^Formulaire illisible/,
      ],
      [raw(rawForm([analysis, date], false)), 400, 'Formulaire illisible : envoi incomplet'],
      [raw(Buffer.from('ceci n’est pas un formulaire')), 400, 'Formulaire illisible : envoi incomplet'],
      [raw(Buffer.alloc(0)), 400, 'Formulaire illisible : envoi incomplet'],
      [
        raw(rawForm([{ name: 'analysis', file: true, content: Buffer.alloc(21 * 1024 * 1024, 'a') }, date])),
        413,
        'Fichier trop volumineux : 20 Mo au maximum',
      ],
      [
        form({ analysis: csvFile(leMans), results: Buffer.alloc(6 * 1024 * 1024, 'a'), date: '2025-06-14' }),
        413,
        'Fichier de résultats trop volumineux : 5 Mo au maximum',
      ],
    ];
    for (const [send, status, error] of cases) {
      const reason = await refusal(await send(), status);
      if (typeof error === 'string') expect(reason).toBe(error);
      else expect(reason).toMatch(error);
    }
    expect(await storedCount()).toBe(before);
    // Still standing: a good form is taken after all of them.
    const good = await accepted(
      await post(formOf({ analysis: csvFile(leMans), date: '2025-06-14', name: 'Après les refus' })),
    );
    expect(good.created).toBe(true);
  });

  it('takes the whole race with its results (3.9 MB and 0.9 MB) and keeps car 50 disqualified', async () => {
    // Only the upload is looked at here: the ingest of 24 hours would outlast the test.
    await stopImports();
    const analysis = await readFile(sharedDataPath('alkamel/le-mans-2025-race-analysis.csv'));
    const answer = await accepted(
      await post(
        formOf({
          analysis: new Blob([analysis], { type: 'text/csv' }),
          results: new Blob([results], { type: 'application/vnd.ms-excel' }),
          date: '2025-06-14',
        }),
      ),
    );
    expect(answer.recording.event_name).toBe('24 Heures du Mans 2025');
    const row = await t.database.db
      .selectFrom('recordings')
      .select(['data', 'laps'])
      .where('id', '=', answer.recording.id)
      .executeTakeFirstOrThrow();
    expect(row.laps).toBe(20_182);
    const car50 = decodeRecording(row.data as Buffer).cars.find((car) => car.number === '50');
    expect(car50?.result).toMatchObject({ status: 'DSQ', laps: 387 });
  });
});
