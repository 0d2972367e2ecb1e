import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { LapRecording } from '@lemans/race';
import { checkNoContradictions } from './analysis-contradictions.ts';
import { type AnalysisFile, type ParseProgress, parseAnalysisCsv } from './analysis-csv.ts';
import { buildRecording } from './build-recording.ts';
import { type ClassificationRow, parseClassificationCsv } from './classification-csv.ts';
import { type CircuitRecognition, recogniseCircuit } from './recognise-circuit.ts';

export interface ImportAlkamelOptions {
  analysisPath: string;
  /** Results file (`le-mans-results-*.csv`) whose rows of `year` enrich the entries. */
  classificationPath?: string;
  year?: number;
  /** Local date of the start (yyyy-MM-dd); else read from `le-mans-editions.csv` beside the results file. */
  startDate?: string;
  /**
   * The event the recording belongs to, chosen by the caller (see event-name.ts), once the laps have said
   * which circuit they were driven on (null: none the catalogue holds).
   */
  eventName: string | ((circuitId: string | null) => Promise<string>);
  /** Display name of the recording; `<event> — <session>` unless given. */
  name?: string;
  onProgress?: ParseProgress;
}

export interface ImportAlkamelTextOptions extends RecordingOfAnalysisOptions {
  onProgress?: ParseProgress;
}

export interface RecordingOfAnalysisOptions {
  /** Name of the file the text came from, kept as provenance. */
  fileName: string;
  /** Local date of the start, yyyy-MM-dd (the CSV only has times of day). */
  startDate: string;
  /** The event the recording belongs to, chosen by the caller (see event-name.ts). */
  eventName: string;
  name?: string;
  classification?: readonly ClassificationRow[];
  classificationYear?: number | null;
}

/** An Analysis file read and checked, with the circuit its laps were driven on (null: not one we know). */
export interface ReadAnalysis {
  file: AnalysisFile;
  circuit: CircuitRecognition | null;
}

export const EDITIONS_FILE = 'le-mans-editions.csv';

const START_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Refuses a start date that is not a day (yyyy-MM-dd), before a file is read for nothing. */
function checkStartDate(date: string): void {
  if (!START_DATE.test(date)) throw new Error(`Date de départ invalide : ${date} (AAAA-MM-JJ attendu)`);
}

/**
 * Reads the text (or the raw bytes, read as UTF-8) of an Al Kamel Analysis CSV as an upload receives it, and
 * recognises its circuit from its laps. A malformed file throws an AnalysisCsvError naming its line and column;
 * rows that contradict each other, an AnalysisContradictionsError naming their lines.
 */
export function readAnalysisText(analysis: string | Uint8Array, onProgress?: ParseProgress): ReadAnalysis {
  const text = typeof analysis === 'string' ? analysis : new TextDecoder('utf-8').decode(analysis);
  const file = parseAnalysisCsv(text, onProgress);
  checkNoContradictions(file.laps);
  return { file, circuit: recogniseCircuit(file.laps) };
}

/**
 * The lap recording of an Analysis file read: its start in the circuit's time zone (the file's HOUR column is
 * local time there; Paris's when the circuit is not known), the circuit it was recognised as in its meta.
 */
export function recordingOfAnalysis(read: ReadAnalysis, options: RecordingOfAnalysisOptions): LapRecording {
  checkStartDate(options.startDate);
  const recording = buildRecording(read.file, {
    fileName: options.fileName,
    startDate: options.startDate,
    eventName: options.eventName,
    timeZone: read.circuit?.circuit.timeZone,
    classification: options.classification,
    classificationYear: options.classification ? (options.classificationYear ?? null) : null,
  });
  const meta = { ...recording.meta, circuitId: read.circuit?.circuit.id ?? null };
  return { ...recording, meta: options.name ? { ...meta, name: options.name } : meta };
}

/** An Analysis CSV's text (or bytes) read into a lap recording in one step (readAnalysisText, then recordingOfAnalysis). */
export function importAlkamelText(
  analysis: string | Uint8Array,
  { onProgress, ...options }: ImportAlkamelTextOptions,
): LapRecording {
  checkStartDate(options.startDate);
  return recordingOfAnalysis(readAnalysisText(analysis, onProgress), options);
}

/** Reads an Al Kamel Analysis CSV (and optionally the results of the same year) into a lap recording. */
export async function importAlkamelFiles(options: ImportAlkamelOptions): Promise<LapRecording> {
  if (options.classificationPath && options.year == null) {
    throw new Error('--classification demande aussi --year (année des lignes à utiliser)');
  }
  const analysis = await readFile(options.analysisPath);
  const classification = options.classificationPath
    ? parseClassificationCsv(await readFile(options.classificationPath, 'utf8'), options.year as number)
    : undefined;
  if (classification?.length === 0) {
    throw new Error(`Aucune ligne de ${options.year} dans ${basename(options.classificationPath as string)}`);
  }
  const startDate = options.startDate ?? (await editionDate(options.classificationPath, options.year));
  if (!startDate) {
    throw new Error(`Date de départ inconnue : précisez --date AAAA-MM-JJ (ou fournissez ${EDITIONS_FILE})`);
  }
  checkStartDate(startDate);
  const read = readAnalysisText(analysis, options.onProgress);
  const circuitId = read.circuit?.circuit.id ?? null;
  const eventName =
    typeof options.eventName === 'string' ? options.eventName : await options.eventName(circuitId);
  return recordingOfAnalysis(read, {
    fileName: basename(options.analysisPath),
    startDate,
    eventName,
    name: options.name,
    classification,
    classificationYear: options.year ?? null,
  });
}

/** Start date of an edition from the editions file that sits beside the results file. */
async function editionDate(classificationPath: string | undefined, year: number | undefined) {
  if (!classificationPath || year == null) return undefined;
  const path = join(dirname(classificationPath), EDITIONS_FILE);
  if (!existsSync(path)) return undefined;
  const [header = '', ...rows] = (await readFile(path, 'utf8')).split(/\r?\n/);
  const columns = header.split(',');
  const id = columns.indexOf('Id');
  const date = columns.indexOf('Event_date');
  const row = rows.map((line) => line.split(',')).find((cells) => Number(cells[id]) === year);
  return row?.[date] || undefined;
}
