export { loadRecordingPlayer, type RecordingPlayer } from './recording-player.ts';
export { listRecordings, saveLapRecording } from './recordings-repository.ts';
