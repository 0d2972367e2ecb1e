import { describe, expect, it } from 'vitest';
import {
  AnalysisContradictionsError,
  checkNoContradictions,
  findContradictions,
} from './analysis-contradictions.ts';
import { parseAnalysisCsv } from './analysis-csv.ts';

const HEADER =
  'NUMBER; DRIVER_NUMBER; LAP_NUMBER; LAP_TIME; LAP_IMPROVEMENT; CROSSING_FINISH_LINE_IN_PIT; S1; S1_IMPROVEMENT; S2; S2_IMPROVEMENT; S3; S3_IMPROVEMENT; KPH; ELAPSED; HOUR;S1_LARGE;S2_LARGE;S3_LARGE;TOP_SPEED;DRIVER_NAME;PIT_TIME;CLASS;GROUP;TEAM;MANUFACTURER;FLAG_AT_FL;S1_SECONDS;S2_SECONDS;S3_SECONDS;';

interface Row {
  car?: string;
  driver?: number;
  name?: string;
  lap: number;
  time?: string;
  s2?: string;
  elapsed: string;
  className?: string;
  team?: string;
}

/** One lap row of a 29-column export; sectors and speeds are the same on every row, they do not matter. */
function row({
  car = '007',
  driver = 1,
  name = 'Harry TINCKNELL',
  lap,
  time = '2:07.157',
  s2 = '59.531',
  elapsed,
  className = 'HYPERCAR',
  team = 'Aston Martin Thor Team',
}: Row): string {
  return `${car};${driver};${lap};${time};0;;35.407;0;${s2};0;32.219;0;198.3;${elapsed};14:05:11.695;;;;296.1;${name};;${className};;${team};Aston Martin;GF;35.407;59.531;32.219;`;
}

const lapsOf = (rows: string[]) => parseAnalysisCsv(`\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`).laps;
const messagesOf = (rows: string[]) => findContradictions(lapsOf(rows)).map((found) => found.message);

const CLEAN = [
  row({ lap: 1, time: '2:12.381', elapsed: '2:12.381' }),
  row({ lap: 2, elapsed: '4:19.538' }),
  row({ lap: 3, elapsed: '6:26.695' }),
  row({ car: '83', lap: 1, elapsed: '2:20.000', className: 'LMGT3', team: 'AF Corse' }),
  row({
    car: '83',
    driver: 2,
    name: 'Tom FRANK',
    lap: 2,
    elapsed: '4:40.000',
    className: 'LMGT3',
    team: 'AF Corse',
  }),
];

describe('findContradictions', () => {
  it('finds none in consistent rows, drivers taking turns included', () => {
    expect(messagesOf(CLEAN)).toEqual([]);
    expect(() => checkNoContradictions(lapsOf(CLEAN))).not.toThrow();
  });

  it('names both lines, the car, the lap and both times of a lap given twice with another time', () => {
    const rows = [...CLEAN, row({ lap: 1, time: '9:59.999', elapsed: '2:12.381' })];
    expect(messagesOf(rows)).toEqual([
      'ligne 7 : la voiture 007 a déjà un tour 1 (ligne 2) avec un autre temps (9:59.999 contre 2:12.381)',
    ]);
    expect(findContradictions(lapsOf(rows))).toMatchObject([{ line: 7, number: '007', lap: 1 }]);
  });

  it('names the column when the time is the same but another value differs', () => {
    const rows = [...CLEAN, row({ lap: 2, s2: '1:03.000', elapsed: '4:19.538' })];
    expect(messagesOf(rows)).toEqual([
      'ligne 7 : la voiture 007 a déjà un tour 2 (ligne 3) avec un autre S2 (1:03.000 contre 59.531)',
    ]);
  });

  it('refuses an exact repeat of a row too', () => {
    expect(messagesOf([...CLEAN, CLEAN[1] as string])).toEqual([
      'ligne 7 : la voiture 007 a déjà un tour 2 (ligne 3), ligne répétée',
    ]);
  });

  it('reports a car changing class once, at the lap it changes', () => {
    const rows = [
      row({ car: '83', lap: 10, elapsed: '23:00.000', className: 'LMGT3' }),
      row({ car: '83', lap: 11, elapsed: '25:00.000', className: 'LMP2' }),
      row({ car: '83', lap: 12, elapsed: '27:00.000', className: 'LMP2' }),
    ];
    expect(messagesOf(rows)).toEqual([
      'ligne 3 : la voiture 83 change de catégorie au tour 11 : « LMP2 » au lieu de « LMGT3 » (ligne 2)',
    ]);
  });

  it('reports a car changing team, and a driver number changing name', () => {
    const rows = [
      row({ lap: 1, elapsed: '2:12.381' }),
      row({ lap: 2, elapsed: '4:19.538', team: 'Heart of Racing' }),
      row({ lap: 3, elapsed: '6:26.695', team: 'Heart of Racing', name: 'Ross GUNN' }),
    ];
    expect(messagesOf(rows)).toEqual([
      "ligne 3 : la voiture 007 change d'équipe au tour 2 : « Heart of Racing » au lieu de « Aston Martin Thor Team » (ligne 2)",
      "ligne 4 : le pilote 1 de la voiture 007 s'appelle « Ross GUNN » au tour 3 et « Harry TINCKNELL » au tour 2 (ligne 3)",
    ]);
  });

  it('reports a lap that does not end later in the race than the one before, whatever the row order', () => {
    const rows = [
      row({ lap: 1, elapsed: '2:12.381' }),
      row({ lap: 3, elapsed: '4:00.000' }),
      row({ lap: 2, elapsed: '4:19.538' }),
    ];
    expect(messagesOf(rows)).toEqual([
      'ligne 3 : le tour 3 de la voiture 007 finit à 4:00.000 de course, pas après son tour 2 (ligne 4, 4:19.538)',
    ]);
    const sameTime = [row({ lap: 1, elapsed: '2:12.381' }), row({ lap: 2, elapsed: '2:12.381' })];
    expect(messagesOf(sameTime)).toHaveLength(1);
  });

  it('lists every problem by line, and the refusal lists twenty then says how many more', () => {
    const repeats = Array.from({ length: 25 }, (_, at) => row({ lap: at + 1, elapsed: `${10 + at}:00.000` }));
    const rows = [...repeats, ...repeats.map((text) => text.replace(';2:07.157;', ';9:59.999;'))];
    const found = findContradictions(lapsOf(rows));
    expect(found.map((problem) => problem.line)).toEqual(Array.from({ length: 25 }, (_, at) => 27 + at));
    const error = (() => {
      try {
        checkNoContradictions(lapsOf(rows));
      } catch (err) {
        return err;
      }
    })();
    expect(error).toBeInstanceOf(AnalysisContradictionsError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Fichier contradictoire, rien n'est importé \(25 problèmes\) : ligne 27 : /);
    expect(message).toContain('ligne 46 : la voiture 007 a déjà un tour 20 (ligne 21)');
    expect(message).not.toContain('ligne 47 :');
    expect(message).toMatch(/ ; et 5 autres$/);
  });
});
