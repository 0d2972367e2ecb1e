/**
 * Splits an Al Kamel export into rows of cells. The files are `;`-separated with a trailing `;` on every
 * line, a UTF-8 byte order mark and CRLF line ends; cells are never quoted.
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

/** Cells of one line, without the empty cell that the trailing separator leaves. */
function cellsOf(line: string): string[] {
  const cells = line.split(';');
  if (cells.length > 1 && cells[cells.length - 1] === '') cells.pop();
  return cells;
}
