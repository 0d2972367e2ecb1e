import { describe, expect, it } from 'vitest';
import { splitSemicolonCsv } from './csv-lines.ts';

describe('splitSemicolonCsv', () => {
  it('reads the timing export: BOM, CRLF, a trailing separator, numbered lines, blank lines skipped', () => {
    const { header, rows } = splitSemicolonCsv('\uFEFFNUMBER; LAP;\r\n7;1;\r\n\r\n8;2;\r\n');
    expect(header).toEqual(['NUMBER', 'LAP']);
    expect(rows).toEqual([
      { line: 2, cells: ['7', '1'] },
      { line: 4, cells: ['8', '2'] },
    ]);
  });

  it('unquotes a quoted cell of the results file, its doubled quotes and separators included', () => {
    const { rows } = splitSemicolonCsv(
      'YEAR;DRIVERS;CAR;\n2025;"Bernardo Sousa|Ben Tuck|Benjamin ""Ben"" Barker";Ford Mustang LMGT3;\n2025;"a;b";c;\n',
    );
    expect(rows.map((row) => row.cells)).toEqual([
      ['2025', 'Bernardo Sousa|Ben Tuck|Benjamin "Ben" Barker', 'Ford Mustang LMGT3'],
      ['2025', 'a;b', 'c'],
    ]);
  });
});
