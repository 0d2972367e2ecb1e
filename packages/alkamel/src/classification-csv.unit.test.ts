import { describe, expect, it } from 'vitest';
import { ClassificationCsvError, parseClassificationCsv } from './classification-csv.ts';

const HEADER =
  'Year;Pos;Class;No;TeamCtry;Team;DrCtry;Drivers;Chassis;Engine;Tyres;Laps;Distance;Time;Reason';
const DSQ =
  '2025;DSQ;Hypercar;50;ITA;Ferrari AF Corse;ITA|DNK|ESP;Antonio Fuoco|Nicklas Nielsen|Miguel Molina;Ferrari 499P;Ferrari F163 3.0 L Turbo V6;Michelin;387;5272.520;24:03:22.998;Failed post race technical inspection';
const WINNER =
  '2025;1;Hypercar;83;ITA;AF Corse;POL|ITA|CHN;Robert Kubica|Phil Hanson|Yifei Ye;Ferrari 499P;Ferrari F163 3.0 L Turbo V6;Michelin;387;5272.520;24:00:43.000;';
const OLD =
  '1923;1;3.0;9;FRA;Chenard-Walcker SA;FRA|FRA;André Lagache|René Léonard;Type U;3.0L S4;Michelin;128;2209.536;;';

const failureOf = (text: string, year: number) => {
  try {
    parseClassificationCsv(text, year);
  } catch (error) {
    expect(error).toBeInstanceOf(ClassificationCsvError);
    return (error as ClassificationCsvError).message;
  }
  throw new Error('fichier accepté');
};

describe('parseClassificationCsv', () => {
  it('reads the rows of the year with their official status', () => {
    const rows = parseClassificationCsv([HEADER, OLD, WINNER, DSQ].join('\r\n'), 2025);
    expect(rows.map((row) => [row.number, row.status, row.position])).toEqual([
      ['83', 'classified', 1],
      ['50', 'DSQ', null],
    ]);
    expect(rows[1]?.drivers[1]).toEqual({ fullName: 'Nicklas Nielsen', country: 'DK' });
  });

  it('names the line of a file that is not a results file', () => {
    expect(failureOf('%PDF-1.7\n\u0000\u0001;binaire', 2025)).toBe(
      'Fichier de résultats, ligne 1 : colonne « Year » absente',
    );
  });

  it('names the line and the column of a cell it cannot read', () => {
    expect(failureOf([HEADER, OLD, `20x5${WINNER.slice(4)}`].join('\n'), 2025)).toBe(
      'Fichier de résultats, ligne 3, colonne « Year » : année attendue (« 20x5 »)',
    );
    expect(failureOf([HEADER, WINNER, `2025;premier${WINNER.slice(6)}`].join('\n'), 2025)).toBe(
      'Fichier de résultats, ligne 3, colonne « Pos » : position ou statut attendu (« premier »)',
    );
    expect(failureOf([HEADER, '2025;1;Hypercar;83'].join('\n'), 2025)).toBe(
      'Fichier de résultats, ligne 2 : 4 colonnes au lieu de 15',
    );
  });

  it('keeps out the entries that did not race, and reads other years’ rows only for their year', () => {
    const reserve = `2025;RES${WINNER.slice(6)}`;
    const notStarted = `2025;DNS${WINNER.slice(6)}`;
    expect(parseClassificationCsv([HEADER, reserve, notStarted, DSQ].join('\n'), 2025)).toHaveLength(1);
    // A bad position in another year's row does not stop the reading of this year's.
    expect(parseClassificationCsv([HEADER, `1923;?${OLD.slice(6)}`, DSQ].join('\n'), 2025)).toHaveLength(1);
  });
});
