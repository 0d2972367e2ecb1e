import { describe, expect, it } from 'vitest';
import { type CsvColumn, csvOf } from './csv.ts';

interface Row {
  team: string;
  gap: number | null;
  pit: boolean;
}

describe('csvOf', () => {
  const columns: CsvColumn<Row>[] = [
    { header: 'Équipe', value: (row) => row.team },
    { header: 'Écart (s)', value: (row) => row.gap },
    { header: 'Arrêt', value: (row) => row.pit },
  ];

  it('writes a French spreadsheet: BOM, semicolons, decimal commas, CRLF, text quoted and numbers not', () => {
    expect(csvOf(columns, [{ team: 'AF Corse', gap: -0.5, pit: true }])).toBe(
      '\uFEFF"Équipe";"Écart (s)";"Arrêt"\r\n"AF Corse";-0,5;"oui"\r\n',
    );
  });

  it('keeps a number written as text a text, and empties what has no value', () => {
    expect(csvOf(columns, [{ team: 'Iron "Dames"; Lamborghini', gap: null, pit: false }])).toBe(
      '\uFEFF"Équipe";"Écart (s)";"Arrêt"\r\n"Iron ""Dames""; Lamborghini";;"non"\r\n',
    );
    const [, line] = csvOf(columns, [{ team: '007', gap: 7, pit: false }]).split('\r\n');
    expect(line).toBe('"007";7;"non"');
  });

  it('never lets a text cell run as a formula', () => {
    for (const attack of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd']) {
      const [, line] = csvOf(columns, [{ team: attack, gap: 1, pit: false }]).split('\r\n');
      expect(line?.startsWith(`"'`), attack).toBe(true);
    }
  });

  it('leaves numbers and durations as they are, negative ones included: only a formula is guarded', () => {
    for (const figure of ['-0:29:34.379', '-1:02:03.004', '0:01:06.899', '-12', '-0,5', '+3', '-45.25']) {
      const [, line] = csvOf(columns, [{ team: figure, gap: -0.5, pit: false }]).split('\r\n');
      expect(line, figure).toBe(`"${figure}";-0,5;"non"`);
    }
    for (const formula of ['-1+1', '-0:29:34.379+A1', '+1-SUM(A1)', '-A1', '=1', '-', '+']) {
      const [, line] = csvOf(columns, [{ team: formula, gap: 1, pit: false }]).split('\r\n');
      expect(line?.startsWith(`"'`), formula).toBe(true);
    }
  });
});
