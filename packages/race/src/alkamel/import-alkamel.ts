import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { buildRecording } from '../recording/build-recording.ts';
import type { LapRecording } from '../recording/recording.ts';
import { parseAnalysisCsv } from './analysis-csv.ts';
import { parseClassificationCsv } from './classification-csv.ts';

export interface ImportAlkamelOptions {
  analysisPath: string;
  /** Results file (`le-mans-results-*.csv`) whose rows of `year` enrich the entries. */
  classificationPath?: string;
  year?: number;
  /** Local date of the start (yyyy-MM-dd); else read from `le-mans-editions.csv` beside the results file. */
  startDate?: string;
  eventName?: string;
}

export const EDITIONS_FILE = 'le-mans-editions.csv';

/** Reads an Al Kamel Analysis CSV (and optionally the results of the same year) into a lap recording. */
export async function importAlkamelFiles(options: ImportAlkamelOptions): Promise<LapRecording> {
  if (options.classificationPath && options.year == null) {
    throw new Error('--classification demande aussi --year (année des lignes à utiliser)');
  }
  const analysis = parseAnalysisCsv(await readFile(options.analysisPath, 'utf8'));
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
  return buildRecording(analysis, {
    fileName: basename(options.analysisPath),
    startDate,
    eventName: options.eventName ?? `24 Heures du Mans ${startDate.slice(0, 4)}`,
    classification,
    classificationYear: classification ? (options.year ?? null) : null,
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
