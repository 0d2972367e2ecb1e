export { eventNameOnDay } from './event-on-day.ts';
export type { Json } from './json-delta.ts';
export { loadRecordingPlayer, type RecordingPlayer } from './recording-player.ts';
export {
  deleteRecording,
  listRecordings,
  renameRecording,
  saveLapRecording,
} from './recordings-repository.ts';
export {
  frameWithReplayState,
  REPLAY_SESSION,
  type ReplayLifecycle,
  type ReplayOfSession,
  type ReplaySessionState,
  replayLifecycleOf,
  replayPrefixOf,
} from './replay-lifecycle.ts';
export { replaySummaries } from './replay-summaries.ts';
export {
  decodeSnapshot,
  decodeSnapshots,
  type EncodedSnapshot,
  type EncoderState,
  encoderStateAfter,
  encodeSnapshot,
  KEYFRAME_INTERVAL,
  SNAPSHOT_RECORDING_FORMAT,
} from './snapshot-codec.ts';
export {
  appendSnapshotRow,
  createSnapshotRecording,
  findSnapshotRecordingTail,
  type NewSnapshotRecording,
  readSnapshotRows,
  type SnapshotRecordingSummary,
  type SnapshotRecordingTail,
  type SnapshotRow,
} from './snapshot-recordings-repository.ts';
export { SnapshotTimeline, type TimedSnapshot } from './snapshot-timeline.ts';
