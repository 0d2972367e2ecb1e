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

  it('writes a French spreadsheet: BOM, semicolons, decimal commas, CRLF', () => {
    expect(csvOf(columns, [{ team: 'AF Corse', gap: -0.5, pit: true }])).toBe(
      '\uFEFFÉquipe;Écart (s);Arrêt\r\nAF Corse;-0,5;oui\r\n',
    );
  });

  it('quotes what would split a cell and empties what has no value', () => {
    expect(csvOf(columns, [{ team: 'Iron "Dames"; Lamborghini', gap: null, pit: false }])).toBe(
      '\uFEFFÉquipe;Écart (s);Arrêt\r\n"Iron ""Dames""; Lamborghini";;non\r\n',
    );
  });

  it('never lets a text cell run as a formula', () => {
    for (const attack of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd']) {
      const [, line] = csvOf(columns, [{ team: attack, gap: 1, pit: false }]).split('\r\n');
      expect(line?.replace(/^"/, '').startsWith("'"), attack).toBe(true);
    }
  });
});
