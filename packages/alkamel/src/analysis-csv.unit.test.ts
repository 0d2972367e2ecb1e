import { describe, expect, it } from 'vitest';
import { AnalysisCsvError, parseAnalysisCsv } from './analysis-csv.ts';

const HEADER_29 =
  'NUMBER; DRIVER_NUMBER; LAP_NUMBER; LAP_TIME; LAP_IMPROVEMENT; CROSSING_FINISH_LINE_IN_PIT; S1; S1_IMPROVEMENT; S2; S2_IMPROVEMENT; S3; S3_IMPROVEMENT; KPH; ELAPSED; HOUR;S1_LARGE;S2_LARGE;S3_LARGE;TOP_SPEED;DRIVER_NAME;PIT_TIME;CLASS;GROUP;TEAM;MANUFACTURER;FLAG_AT_FL;S1_SECONDS;S2_SECONDS;S3_SECONDS;';
const ROWS_29 = [
  '007;1;5;3:37.793;0;B;33.468;0;1:20.309;0;1:44.016;0;225.2;18:08.528;16:18:08.528;0:33.468;1:20.309;1:44.016;338.1;Harry TINCKNELL;;HYPERCAR;;Aston Martin Thor Team;Aston Martin;GF;33.468;80.309;104.016;',
  '15;1;359;1:16:20.298;0;;1:13:18.231;0;1:23.021;0;1:39.046;0;10.7;23:57:15.529;15:57:15.529;1:13:18.231;1:23.021;1:39.046;;Dries VANTHOOR;1:12:49.908;HYPERCAR;H;BMW M Team WRT;BMW;FCY;4398.231;83.021;99.046;',
  '25;1;52;6:46.019;0;B;;0;;0;3:00.497;0;120.8;3:21:58.223;19:21:58.223;;;3:00.497;80.5;Matthias KAISER;;LMP2;P/A;Algarve Pro Racing;Oreca;SF;;;180.497;',
];
const file29 = (rows = ROWS_29) => `\uFEFF${[HEADER_29, ...rows].join('\r\n')}\r\n`;
/** The older export: the same columns without the flag and the decimal sectors. */
const file25 = () =>
  [HEADER_29, ...ROWS_29].map((line) => `${line.split(';').slice(0, 25).join(';')};`).join('\r\n');

describe('parseAnalysisCsv', () => {
  it('reads the current 29-column export with its byte order mark, CRLF and trailing separators', () => {
    const { columns, laps } = parseAnalysisCsv(file29());
    expect(columns).toBe(29);
    expect(laps).toHaveLength(3);
    expect(laps[0]).toMatchObject({
      line: 2,
      number: '007',
      driverNumber: 1,
      lap: 5,
      lapTimeMs: 217_793,
      pitIn: true,
      s1Ms: 33_468,
      elapsedMs: 1_088_528,
      hourMs: (16 * 3600 + 18 * 60 + 8) * 1000 + 528,
      topSpeed: 338.1,
      driverName: 'Harry TINCKNELL',
      flag: 'GF',
      team: 'Aston Martin Thor Team',
    });
  });

  it('keeps hour-long laps, empty sectors and speeds, and pit times', () => {
    const [, garage, missing] = parseAnalysisCsv(file29()).laps;
    expect(garage).toMatchObject({ lapTimeMs: 4_580_298, pitTimeMs: 4_369_908, topSpeed: null, flag: 'FCY' });
    expect(missing).toMatchObject({ s1Ms: null, s2Ms: null, s3Ms: 180_497, group: 'P/A', flag: 'SF' });
  });

  it('reads the older 25-column export, without flags', () => {
    const { columns, laps } = parseAnalysisCsv(file25());
    expect(columns).toBe(25);
    expect(laps.map((lap) => lap.flag)).toEqual(['', '', '']);
    expect(laps[1]?.lapTimeMs).toBe(4_580_298);
  });

  it('names the line and the column of a malformed cell', () => {
    const broken = ROWS_29.map((row, i) => (i === 1 ? row.replace(';359;', ';trois;') : row));
    expect(() => parseAnalysisCsv(file29(broken))).toThrow(AnalysisCsvError);
    expect(() => parseAnalysisCsv(file29(broken))).toThrow(
      'Ligne 3, colonne « LAP_NUMBER » : nombre entier attendu',
    );
  });

  it('refuses a row with missing cells and an unknown flag', () => {
    expect(() => parseAnalysisCsv(file29([ROWS_29[0]?.slice(0, 40) ?? '']))).toThrow(
      /^Ligne 2 : \d+ colonnes/,
    );
    const flag = (ROWS_29[0] ?? '').replace(';GF;', ';XX;');
    expect(() => parseAnalysisCsv(file29([flag]))).toThrow('colonne « FLAG_AT_FL » : drapeau inconnu');
  });

  it('refuses a file that is not an Analysis export', () => {
    expect(() => parseAnalysisCsv('Year;Pos;Class\r\n2025;1;Hypercar\r\n')).toThrow(
      /colonnes manquantes : NUMBER/,
    );
    expect(() => parseAnalysisCsv('{"params": {}}\n')).toThrow(/^Ligne 1 : ce n'est pas un export CSV/);
  });

  it('refuses an empty file, a header without laps and a binary file, naming the line', () => {
    expect(() => parseAnalysisCsv('\uFEFF\r\n')).toThrow('Ligne 1 : fichier vide');
    expect(() => parseAnalysisCsv(`${HEADER_29}\r\n`)).toThrow("Ligne 2 : aucun tour après l'en-tête");
    const garbled = [HEADER_29, ROWS_29[0], `${ROWS_29[1]}\uFFFD`].join('\r\n');
    expect(() => parseAnalysisCsv(garbled)).toThrow(/^Ligne 3 : fichier illisible/);
  });

  it('tells its progress row by row', () => {
    const seen: [number, number][] = [];
    parseAnalysisCsv(file29(), (done, total) => seen.push([done, total]));
    expect(seen).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });
});
