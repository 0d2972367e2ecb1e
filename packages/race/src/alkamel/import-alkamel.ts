import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { buildRecording } from '../recording/build-recording.ts';
import type { LapRecording } from '../recording/recording.ts';
import { checkNoContradictions } from './analysis-contradictions.ts';
import { type ParseProgress, parseAnalysisCsv } from './analysis-csv.ts';
import { type ClassificationRow, parseClassificationCsv } from './classification-csv.ts';

export interface ImportAlkamelOptions {
  analysisPath: string;
  /** Results file (`le-mans-results-*.csv`) whose rows of `year` enrich the entries. */
  classificationPath?: string;
  year?: number;
  /** Local date of the start (yyyy-MM-dd); else read from `le-mans-editions.csv` beside the results file. */
  startDate?: string;
  /** The event the recording belongs to, chosen by the caller (see event-name.ts). */
  eventName: string;
  /** Display name of the recording; `<event> — <session>` unless given. */
  name?: string;
  onProgress?: ParseProgress;
}

export interface ImportAlkamelTextOptions {
  /** Name of the file the text came from, kept as provenance. */
  fileName: string;
  /** Local date of the start, yyyy-MM-dd (the CSV only has times of day). */
  startDate: string;
  /** The event the recording belongs to, chosen by the caller (see event-name.ts). */
  eventName: string;
  name?: string;
  classification?: readonly ClassificationRow[];
  classificationYear?: number | null;
  onProgress?: ParseProgress;
}

export const EDITIONS_FILE = 'le-mans-editions.csv';

const START_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * Turns the text (or the raw bytes, read as UTF-8) of an Al Kamel Analysis CSV into a lap recording, as an
 * upload receives it. A malformed file throws an AnalysisCsvError naming its line and column; rows that
 * contradict each other, an AnalysisContradictionsError naming their lines.
 */
export function importAlkamelText(
  analysis: string | Uint8Array,
  options: ImportAlkamelTextOptions,
): LapRecording {
  if (!START_DATE.test(options.startDate)) {
    throw new Error(`Date de départ invalide : ${options.startDate} (AAAA-MM-JJ attendu)`);
  }
  const text = typeof analysis === 'string' ? analysis : new TextDecoder('utf-8').decode(analysis);
  const analysisFile = parseAnalysisCsv(text, options.onProgress);
  checkNoContradictions(analysisFile.laps);
  const recording = buildRecording(analysisFile, {
    fileName: options.fileName,
    startDate: options.startDate,
    eventName: options.eventName,
    classification: options.classification,
    classificationYear: options.classification ? (options.classificationYear ?? null) : null,
  });
  return options.name ? { ...recording, meta: { ...recording.meta, name: options.name } } : recording;
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
  return importAlkamelText(analysis, {
    fileName: basename(options.analysisPath),
    startDate,
    eventName: options.eventName,
    name: options.name,
    classification,
    classificationYear: options.year ?? null,
    onProgress: options.onProgress,
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
