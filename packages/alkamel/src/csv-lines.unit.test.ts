import { describe, expect, it } from 'vitest';
import { splitSemicolonCsv } from './csv-lines.ts';

const split = (text: string) =>
  splitSemicolonCsv(text, (message, line) => new Error(`ligne ${line} : ${message}`));

describe('splitSemicolonCsv', () => {
  it('reads the timing export: BOM, CRLF, a trailing separator, numbered lines, blank lines skipped', () => {
    const { header, rows } = split('\uFEFFNUMBER; LAP;\r\n7;1;\r\n\r\n  \r\n8;2;\r\n');
    expect(header).toEqual(['NUMBER', 'LAP']);
    expect(rows).toEqual([
      { line: 2, cells: ['7', '1'] },
      { line: 5, cells: ['8', '2'] },
    ]);
  });

  it('unquotes a quoted cell of the results file, its doubled quotes and separators included', () => {
    const { rows } = split(
      'YEAR;DRIVERS;CAR;\n2025;"Bernardo Sousa|Ben Tuck|Benjamin ""Ben"" Barker";Ford Mustang LMGT3;\n2025;"a;b";c;\n',
    );
    expect(rows.map((row) => row.cells)).toEqual([
      ['2025', 'Bernardo Sousa|Ben Tuck|Benjamin "Ben" Barker', 'Ford Mustang LMGT3'],
      ['2025', 'a;b', 'c'],
    ]);
  });

  it('keeps a line break inside a quoted cell, and numbers each row by the line it starts on', () => {
    const { rows } = split('YEAR;REASON;\r\n2025;"Accident\r\nvirage Porsche";\r\n2025;;\r\n');
    expect(rows).toEqual([
      { line: 2, cells: ['2025', 'Accident\r\nvirage Porsche'] },
      { line: 4, cells: ['2025', ''] },
    ]);
  });

  it('keeps a quote inside an unquoted cell as written', () => {
    expect(split('NAME;\nJean "JJ" Dupont;\n').rows[0]?.cells).toEqual(['Jean "JJ" Dupont']);
  });

  it('reports a quote left open with its line, in the words of the caller', () => {
    expect(() => split('NAME;NOTE;\n1;ok;\n2;"jamais fermé;\n')).toThrow(
      /^ligne \d+ : guillemet ouvert jamais refermé$/,
    );
  });
});
