import type { Response } from 'express';

export type CsvValue = string | number | boolean | null;

export interface CsvColumn<Row> {
  header: string;
  value(row: Row): CsvValue;
}

/**
 * A table as a CSV file for a spreadsheet opened in French: `;` between cells, decimal commas, CRLF line
 * ends and a byte order mark (without it Excel reads UTF-8 as Latin-1). Every text cell is quoted and no
 * number is, so that a reader that takes quoted cells as text keeps car "007" apart from car "7" and a
 * duration "0:01:06.899" as written. Text that a spreadsheet would take for a formula (starting with =, +,
 * -, @, a tab or a carriage return) is prefixed with an apostrophe, so that a team or driver name can never
 * run as one (CSV injection). A signed number or duration ("-0:29:34.379", a car ahead) is no formula: it
 * computes nothing, and an apostrophe would spoil it for the analyst.
 */
export function csvOf<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => textCell(column.header))];
  for (const row of rows) lines.push(columns.map((column) => cellOf(column.value(row))));
  return `\uFEFF${lines.map((cells) => cells.join(';')).join('\r\n')}\r\n`;
}

function cellOf(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return textCell(value ? 'oui' : 'non');
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).replace('.', ',') : '';
  return textCell(value);
}

const FORMULA_START = /^[=+\-@\t\r]/;
/** A number or a duration, signed or not: "-12", "-0,5", "-0:29:34.379", "1:02:03". */
const SIGNED_FIGURE = /^[-+]?\d+(?::\d\d){0,2}(?:[.,]\d+)?$/;

function textCell(text: string): string {
  const safe = FORMULA_START.test(text) && !SIGNED_FIGURE.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Sends a CSV file to be saved under `fileName` (letters, digits, dots, dashes and "+", safe on any file system). */
export function sendCsv(res: Response, fileName: string, text: string, cacheControl = 'no-cache'): void {
  res.set({
    'Cache-Control': cacheControl,
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName.replace(/[^\w.+-]/g, '_')}"`,
    'X-Content-Type-Options': 'nosniff',
  });
  res.status(200).end(text);
}
