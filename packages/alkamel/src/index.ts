/*
 * The Al Kamel import: the timing's Analysis CSV and the results file read into laps and rows, checked for
 * contradictions, turned into a lap recording, and the event and circuit they belong to. Node only (reads
 * files, parses CSV); the ingest CLI, the admin upload and the tests read it.
 */
export {
  type AnalysisContradiction,
  AnalysisContradictionsError,
  findContradictions,
} from './analysis-contradictions.ts';
export {
  AnalysisCsvError,
  type AnalysisFile,
  type AnalysisLap,
  type ParseProgress,
  parseAnalysisCsv,
} from './analysis-csv.ts';
export { scheduledDurationOf } from './build-recording.ts';
export {
  ClassificationCsvError,
  type ClassificationRow,
  parseClassificationCsv,
} from './classification-csv.ts';
export { chooseEventName, eventNameProblem } from './event-name.ts';
export {
  type ImportAlkamelOptions,
  type ImportAlkamelTextOptions,
  importAlkamelFiles,
  importAlkamelText,
  type ReadAnalysis,
  readAnalysisText,
  recordingOfAnalysis,
} from './import-alkamel.ts';
