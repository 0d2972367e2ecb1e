import { CsvError, type Info, parse } from 'csv-parse/sync';

/**
 * Splits an Al Kamel export into rows of cells. The files are `;`-separated with a trailing `;` on every
 * line, a UTF-8 byte order mark and CRLF line ends. The timing exports never quote a cell; the results
 * file quotes a cell that holds a quote, a `;` or a line break, RFC 4180 style
 * (`"Benjamin ""Ben"" Barker"`).
 */
export interface CsvRow {
  /** 1-based line number in the file where the row starts, for error messages. */
  line: number;
  cells: string[];
}

/** How a caller turns a syntax error of the file into its own error, at a 1-based line. */
export type CsvSyntaxError = (message: string, line: number) => Error;

export function splitSemicolonCsv(
  text: string,
  syntaxError: CsvSyntaxError,
): { header: string[]; rows: CsvRow[] } {
  // The parser counts a quoted CRLF as two lines: rows are numbered from the bytes it says it read instead.
  const bytes = Buffer.from(text, 'utf8');
  let records: { record: string[]; info: Info }[];
  try {
    // With `info`, each record comes as `{ record, info }`; the typings only know plain records.
    records = parse(bytes, {
      delimiter: ';',
      bom: true,
      info: true,
      // Rows of the results file drop their empty trailing cells; the callers check the count they need.
      relax_column_count: true,
      // A quote inside an unquoted cell is part of it (a driver's nickname), as the exports write it.
      relax_quotes: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) throw syntaxError(syntaxMessageOf(error), lineOf(error));
    throw error;
  }
  const lines = new LineCounter(bytes);
  const [first, ...rest] = records;
  const header = first ? withoutTrailingCell(first.record).map((name) => name.trim()) : [];
  const rows: CsvRow[] = [];
  for (const { record, info } of rest) {
    // A line of blanks is an empty line too.
    if (record.length === 1 && record[0]?.trim() === '') continue;
    const lastLine = lines.lineAt(info.bytes - 1);
    rows.push({ line: lastLine - lineBreaksIn(record), cells: withoutTrailingCell(record) });
  }
  return { header, rows };
}

/** The 1-based line of a byte offset, for offsets asked in increasing order (one pass over the file). */
class LineCounter {
  readonly #bytes: Buffer;
  #offset = 0;
  #line = 1;

  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }

  /** A record's end offset is past its own line break: `offset` is the byte before it. */
  lineAt(offset: number): number {
    for (let at = this.#bytes.indexOf(NEWLINE, this.#offset); at >= 0 && at < offset; ) {
      this.#line++;
      this.#offset = at + 1;
      at = this.#bytes.indexOf(NEWLINE, this.#offset);
    }
    return this.#line;
  }
}

const NEWLINE = 0x0a;

/** The cells without the empty one that the trailing separator leaves. */
function withoutTrailingCell(cells: string[]): string[] {
  if (cells.length > 1 && cells[cells.length - 1] === '') cells.pop();
  return cells;
}

/** A quoted line break keeps the row going: the row starts that many lines above its last one. */
function lineBreaksIn(cells: string[]): number {
  let count = 0;
  for (const cell of cells) {
    for (let at = cell.indexOf('\n'); at >= 0; at = cell.indexOf('\n', at + 1)) count++;
  }
  return count;
}

function lineOf(error: CsvError): number {
  const { lines } = error as CsvError & { lines?: unknown };
  return typeof lines === 'number' && lines > 0 ? lines : 1;
}

/** The parser's messages are in English and name its options: the uploader reads these instead. */
function syntaxMessageOf(error: CsvError): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'guillemet ouvert jamais refermé';
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return 'caractère inattendu après un guillemet fermant (« "" » attendu pour un guillemet dans une cellule)';
    default:
      return 'CSV illisible';
  }
}
