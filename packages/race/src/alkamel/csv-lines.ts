/**
 * Splits an Al Kamel export into rows of cells. The files are `;`-separated with a trailing `;` on every
 * line, a UTF-8 byte order mark and CRLF line ends. The timing exports never quote a cell; the results
 * file quotes a cell that holds a quote, RFC 4180 style (`"Benjamin ""Ben"" Barker"`).
 */
export interface CsvRow {
  /** 1-based line number in the file, for error messages. */
  line: number;
  cells: string[];
}

export function splitSemicolonCsv(text: string): { header: string[]; rows: CsvRow[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = cellsOf(lines[0] ?? '').map((name) => name.trim());
  const rows: CsvRow[] = [];
  for (let index = 1; index < lines.length; index++) {
    const raw = lines[index] ?? '';
    if (raw.trim() === '') continue;
    rows.push({ line: index + 1, cells: cellsOf(raw) });
  }
  return { header, rows };
}

/** Cells of one line, unquoted, without the empty cell that the trailing separator leaves. */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (line[index + 1] === '"') {
        cell += '"';
        index++;
      } else quoted = false;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ';') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  if (cells.length > 1 && cells[cells.length - 1] === '') cells.pop();
  return cells;
}
