import { parseDuration } from '@lemans/contract/timing';
import type { LineFlag } from '@lemans/race';
import { type CsvRow, splitSemicolonCsv } from './csv-lines.ts';

/**
 * Parser of the Al Kamel "Analysis" CSV (one row per lap of one car), the per-lap file FIA WEC publishes
 * for every session. Current files have 29 columns; older ones (2021) have 25, without FLAG_AT_FL and the
 * decimal S*_SECONDS columns. A malformed cell stops the import with its line and column: a lap table
 * with a hole in it would give a wrong classification later, silently.
 */

export interface AnalysisLap {
  line: number;
  number: string;
  driverNumber: number;
  lap: number;
  lapTimeMs: number | null;
  pitIn: boolean;
  s1Ms: number | null;
  s2Ms: number | null;
  s3Ms: number | null;
  kph: number | null;
  elapsedMs: number;
  /** Local time of day at the crossing, ms since midnight. */
  hourMs: number;
  topSpeed: number | null;
  driverName: string;
  pitTimeMs: number | null;
  className: string;
  group: string;
  team: string;
  manufacturer: string;
  flag: LineFlag;
}

export interface AnalysisFile {
  columns: 25 | 29;
  laps: AnalysisLap[];
}

export class AnalysisCsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: string | null,
  ) {
    super(column ? `Ligne ${line}, colonne « ${column} » : ${message}` : `Ligne ${line} : ${message}`);
    this.name = 'AnalysisCsvError';
  }
}

const COMMON_COLUMNS = [
  'NUMBER',
  'DRIVER_NUMBER',
  'LAP_NUMBER',
  'LAP_TIME',
  'LAP_IMPROVEMENT',
  'CROSSING_FINISH_LINE_IN_PIT',
  'S1',
  'S1_IMPROVEMENT',
  'S2',
  'S2_IMPROVEMENT',
  'S3',
  'S3_IMPROVEMENT',
  'KPH',
  'ELAPSED',
  'HOUR',
  'S1_LARGE',
  'S2_LARGE',
  'S3_LARGE',
  'TOP_SPEED',
  'DRIVER_NAME',
  'PIT_TIME',
  'CLASS',
  'GROUP',
  'TEAM',
  'MANUFACTURER',
] as const;
const FLAG_COLUMNS = ['FLAG_AT_FL', 'S1_SECONDS', 'S2_SECONDS', 'S3_SECONDS'] as const;
const FLAGS: ReadonlySet<string> = new Set(['GF', 'FCY', 'SF', 'RF', 'FF']);

/** Told after each row, so that a long import can show how far it is. */
export type ParseProgress = (rowsDone: number, rowsTotal: number) => void;

export function parseAnalysisCsv(text: string, onProgress?: ParseProgress): AnalysisFile {
  checkText(text);
  const { header, rows } = splitSemicolonCsv(
    text,
    (message, line) => new AnalysisCsvError(message, line, null),
  );
  const columns = checkHeader(header);
  if (rows.length === 0) throw new AnalysisCsvError("aucun tour après l'en-tête", 2, null);
  const index = new Map(header.map((name, position) => [name, position]));
  const laps = rows.map((row, done) => {
    const lap = parseRow(row, index, columns);
    onProgress?.(done + 1, rows.length);
    return lap;
  });
  return { columns, laps };
}

/**
 * Whatever was uploaded is read as text first: a NUL or an undecodable byte (read as U+FFFD) means a binary
 * file or another encoding, which the cells would otherwise carry into the recording as garbage.
 */
function checkText(text: string): void {
  if (text.replace(/^\uFEFF/, '').trim() === '') throw new AnalysisCsvError('fichier vide', 1, null);
  const bad = ['\u0000', '\uFFFD'].map((char) => text.indexOf(char)).filter((at) => at >= 0);
  if (bad.length > 0) {
    const line = text.slice(0, Math.min(...bad)).split('\n').length;
    throw new AnalysisCsvError(
      'fichier illisible : texte CSV en UTF-8 attendu (fichier binaire ?)',
      line,
      null,
    );
  }
  if (!(text.split('\n', 1)[0] ?? '').includes(';')) {
    throw new AnalysisCsvError(
      "ce n'est pas un export CSV « Analysis » (colonnes séparées par « ; » attendues)",
      1,
      null,
    );
  }
}

function checkHeader(header: string[]): 25 | 29 {
  const missing = COMMON_COLUMNS.filter((name) => !header.includes(name));
  if (missing.length > 0) {
    throw new AnalysisCsvError(`en-tête inattendu, colonnes manquantes : ${missing.join(', ')}`, 1, null);
  }
  return FLAG_COLUMNS.every((name) => header.includes(name)) ? 29 : 25;
}

function parseRow(row: CsvRow, index: Map<string, number>, columns: 25 | 29): AnalysisLap {
  const cell = (name: string) => (row.cells[index.get(name) ?? -1] ?? '').trim();
  const fail = (name: string, problem: string): never => {
    throw new AnalysisCsvError(`${problem} (« ${cell(name)} »)`, row.line, name);
  };
  const integer = (name: string) => {
    const value = cell(name);
    return /^\d+$/.test(value) ? Number(value) : fail(name, 'nombre entier attendu');
  };
  const optionalDuration = (name: string) => {
    const value = cell(name);
    if (value === '') return null;
    return parseDuration(value) ?? fail(name, 'durée attendue');
  };
  const optionalNumber = (name: string) => {
    const value = cell(name);
    if (value === '') return null;
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : fail(name, 'nombre attendu');
  };

  if (row.cells.length < index.size) {
    throw new AnalysisCsvError(`${row.cells.length} colonnes au lieu de ${index.size}`, row.line, null);
  }
  const number = cell('NUMBER');
  if (!/^\d{1,3}$/.test(number)) fail('NUMBER', 'numéro de voiture attendu');
  const flag = columns === 29 ? cell('FLAG_AT_FL') : '';
  if (flag !== '' && !FLAGS.has(flag)) fail('FLAG_AT_FL', 'drapeau inconnu');
  const pit = cell('CROSSING_FINISH_LINE_IN_PIT');
  if (pit !== '' && pit !== 'B') fail('CROSSING_FINISH_LINE_IN_PIT', '« B » ou vide attendu');

  return {
    line: row.line,
    number,
    driverNumber: integer('DRIVER_NUMBER'),
    lap: integer('LAP_NUMBER'),
    lapTimeMs: optionalDuration('LAP_TIME'),
    pitIn: pit === 'B',
    s1Ms: optionalDuration('S1'),
    s2Ms: optionalDuration('S2'),
    s3Ms: optionalDuration('S3'),
    kph: optionalNumber('KPH'),
    elapsedMs: optionalDuration('ELAPSED') ?? fail('ELAPSED', 'temps de course obligatoire'),
    hourMs: optionalDuration('HOUR') ?? fail('HOUR', 'heure de passage obligatoire'),
    topSpeed: optionalNumber('TOP_SPEED'),
    driverName: cell('DRIVER_NAME'),
    pitTimeMs: optionalDuration('PIT_TIME'),
    className: cell('CLASS'),
    group: cell('GROUP'),
    team: cell('TEAM'),
    manufacturer: cell('MANUFACTURER'),
    flag: flag as LineFlag,
  };
}
