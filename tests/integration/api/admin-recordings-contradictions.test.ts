import { readFile } from 'node:fs/promises';
import { beforeAll, expect, it } from 'vitest';
import { describeWithSharedData, sharedDataPath } from '../../support/shared-data.ts';
import { adminImportsUnderTest } from './admin-imports-under-test.ts';
import { frenchErrorOf } from './french-error.ts';

/** An upload whose rows contradict each other is refused whole: nothing stored, nothing queued. */

const { t, admin } = adminImportsUnderTest();

const SPA_DATE = 'date=2025-05-10&event=6%20Heures%20de%20Spa-Francorchamps%202025';
const upload = (csv: string) =>
  fetch(`${t.api.url}/api/admin/recordings?${SPA_DATE}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', ...admin },
    body: csv,
  });

/** What an upload could have left behind: rows in Postgres, and jobs on the imports queue. */
const stored = async () => ({
  recordings: (await t.database.db.selectFrom('recordings').select('id').execute()).length,
  sessions: (await t.database.db.selectFrom('sessions').select('id').execute()).length,
  jobs: await t.api.recordings.queue.getJobCounts(),
});

describeWithSharedData('POST /api/admin/recordings with a Spa file that contradicts itself', () => {
  let header: string;
  let rows: string[];
  const cellsOf = (row: string) => row.split(';');
  const fileOf = (laps: string[]) => [header, ...laps].join('\n');

  beforeAll(async () => {
    [header = '', ...rows] = (await readFile(sharedDataPath('alkamel/wec-2025-spa-6h-analysis.csv'), 'utf8'))
      .trimEnd()
      .split(/\r?\n/);
  });

  it('refuses 100 rows repeating car 007 laps with another time, naming their lines', async () => {
    const before = await stored();
    // The file starts with car 007's laps 1 to 150, lines 2 to 151; the repeats come after its last line.
    const repeats = rows.slice(0, 100).map((row) => {
      const cells = cellsOf(row);
      cells[3] = '9:59.999';
      return cells.join(';');
    });
    const firstRepeat = rows.length + 2;
    const lap1Time = cellsOf(rows[0] as string)[3];

    const response = await upload(fileOf([...rows, ...repeats]));
    expect(response.status).toBe(400);
    const error = await frenchErrorOf(response);
    expect(error).toMatch(/^Fichier contradictoire, rien n'est importé \(100 problèmes\) : /);
    expect(error).toContain(
      `ligne ${firstRepeat} : la voiture 007 a déjà un tour 1 (ligne 2) avec un autre temps (9:59.999 contre ${lap1Time})`,
    );
    expect(error).toContain(`ligne ${firstRepeat + 19} : la voiture 007 a déjà un tour 20 (ligne 21)`);
    expect(error).toMatch(/ ; et 80 autres$/);
    expect(await stored()).toEqual(before);
  });

  it('refuses a file where car 83 changes class at lap 11', async () => {
    const before = await stored();
    const changed = rows.map((row) => {
      const cells = cellsOf(row);
      if (cells[0] !== '83' || Number(cells[2]) < 11) return row;
      cells[21] = 'LMGT3';
      return cells.join(';');
    });
    const lineOfLap = (lap: number) =>
      rows.findIndex((row) => cellsOf(row)[0] === '83' && Number(cellsOf(row)[2]) === lap) + 2;

    const response = await upload(fileOf(changed));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error:
        "Fichier contradictoire, rien n'est importé (1 problème) : " +
        `ligne ${lineOfLap(11)} : la voiture 83 change de catégorie au tour 11 : « LMGT3 » au lieu de « HYPERCAR » (ligne ${lineOfLap(10)})`,
      code: 'request.invalid',
    });
    expect(await stored()).toEqual(before);
  });
});
