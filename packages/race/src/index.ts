export {
  type AnalysisContradiction,
  AnalysisContradictionsError,
  findContradictions,
} from './alkamel/analysis-contradictions.ts';
export {
  AnalysisCsvError,
  type AnalysisFile,
  type AnalysisLap,
  type ParseProgress,
  parseAnalysisCsv,
} from './alkamel/analysis-csv.ts';
export {
  ClassificationCsvError,
  type ClassificationRow,
  parseClassificationCsv,
} from './alkamel/classification-csv.ts';
export { chooseEventName, eventNameProblem } from './alkamel/event-name.ts';
export {
  type ImportAlkamelOptions,
  type ImportAlkamelTextOptions,
  importAlkamelFiles,
  importAlkamelText,
  type ReadAnalysis,
  readAnalysisText,
  recordingOfAnalysis,
} from './alkamel/import-alkamel.ts';
export { type PersonName, samePerson } from './alkamel/same-person.ts';
export * from './calendar/index.ts';
export * from './categories.ts';
export * from './contract/index.ts';
export * from './live/alert-of.ts';
export * from './live/alert-wording.ts';
export * from './live/car-timing.ts';
export { diff } from './live/diff.ts';
export { DONE_CAR_STATES } from './live/done-car-states.ts';
export type { Entry, EntryDriver } from './live/entry.ts';
export * from './live/events.ts';
export * from './live/gap-at-line.ts';
export { withGapsFromLeaderGaps } from './live/gaps-from-leader-gaps.ts';
export * from './live/lap-figures.ts';
export * from './live/live-delta.ts';
export * from './live/live-frame.ts';
export * from './live/live-frame-from.ts';
export { liveFrameOf } from './live/live-frame-of.ts';
export { liveRowSchema } from './live/live-row-schema.ts';
export { parsedSnapshotOf } from './live/organiser-to-parsed.ts';
export * from './live/parsed-snapshot.ts';
export * from './live/race-state.ts';
export * from './live/report-event-row.ts';
export * from './live/session-name.ts';
export * from './live/session-report-event.ts';
export * from './live/session-state.ts';
export * from './live/session-type.ts';
export { unseenRowsOf } from './live/unseen-rows.ts';
export { upcastEvent } from './live/upcast-event.ts';
export { type KnownSpelling, spellingOf } from './names/person-spelling.ts';
export { SpellingBook } from './names/spelling-book.ts';
export {
  type BuildRecordingOptions,
  buildRecording,
  scheduledDurationOf,
} from './recording/build-recording.ts';
export * from './recording/codec.ts';
export * from './recording/recording.ts';
export { type MeasuredStop, measuredStopsAt } from './snapshot/measured-stops.ts';
export * from './snapshot/organiser-snapshot.ts';
export { simulatedWeather, type Weather } from './snapshot/simulated-weather.ts';
export { snapshotAt } from './snapshot/snapshot-at.ts';
export type { FeedRun, SnapshotOptions } from './snapshot/snapshot-options.ts';
export * from './subclasses.ts';
export * from './timing/format.ts';
export * from './timing/hour.ts';
