import {
  AnalysisContradictionsError,
  AnalysisCsvError,
  ClassificationCsvError,
  type ClassificationRow,
  chooseEventName,
  parseClassificationCsv,
  type ReadAnalysis,
  readAnalysisText,
  recordingOfAnalysis,
} from '@lemans/alkamel';
import { BadRequestError, type Db } from '@lemans/platform';
import type { LapRecording } from '@lemans/race';
import { eventNameOnDay } from '@lemans/recordings';
import { parseUploadQuery } from './upload-query.ts';

/** What an operator sent: the Analysis text, the results text if any, and the options (query or form fields). */
export interface Upload {
  analysis: string;
  results: string | null;
  options: unknown;
}

const EMPTY = 'Fichier vide';
/** The upload carries no file name worth keeping; the recording's provenance says it came from an upload. */
const UPLOAD_FILE_NAME = 'analysis-upload.csv';

/**
 * The recording of an upload, checked whole before anything is stored, in its event (event-name.ts: the one
 * typed, else Le Mans's with its results, else the calendar's race of that day on the circuit its laps show,
 * else the one known on that day, else one named after the date); or the French 400 that names what is wrong.
 */
export async function recordingOfUpload(db: Db, upload: Upload): Promise<LapRecording> {
  if (upload.analysis.trim() === '') throw new BadRequestError(EMPTY);
  const parsed = parseUploadQuery(upload.options);
  if (!parsed.ok) throw new BadRequestError(parsed.error);
  const { date, name, event } = parsed.query;
  const year = Number(date.slice(0, 4));
  const classification = upload.results === null ? undefined : classificationOf(upload.results, year);
  const read = readUpload(upload.analysis);
  const eventName = await chooseEventName(
    {
      given: event,
      resultsYear: classification ? year : undefined,
      date,
      circuitId: read.circuit?.circuit.id ?? null,
    },
    (day) => eventNameOnDay(db, day),
  );
  return recordingOfAnalysis(read, {
    fileName: UPLOAD_FILE_NAME,
    startDate: date,
    eventName,
    name,
    classification,
    classificationYear: classification ? year : null,
  });
}

function readUpload(analysis: string): ReadAnalysis {
  try {
    return readAnalysisText(analysis);
  } catch (err) {
    if (err instanceof AnalysisCsvError || err instanceof AnalysisContradictionsError)
      throw new BadRequestError(err.message, { cause: err });
    throw err;
  }
}

/** The results of the race's year, or the French 400 of a file that has none or cannot be read. */
function classificationOf(results: string, year: number): ClassificationRow[] {
  let rows: ClassificationRow[];
  try {
    rows = parseClassificationCsv(results, year);
  } catch (err) {
    if (err instanceof ClassificationCsvError) throw new BadRequestError(err.message, { cause: err });
    throw err;
  }
  if (rows.length === 0) throw new BadRequestError(`Aucun résultat de ${year} dans le fichier de résultats`);
  return rows;
}
