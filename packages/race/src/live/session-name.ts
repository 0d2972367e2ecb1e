import { formatRaceTime } from '@lemans/contract/timing';

/*
 * The names of the sessions we run ourselves from a recording. The organiser's own name is only "Course",
 * the same for every import and replay: these tell them apart in the sessions lists.
 */

/** An imported recording's session: its kind, then the recording's name (the operator's, else its event's). */
export function importSessionName(recordingName: string): string {
  return `Import — ${recordingName}`;
}

export interface ReplayNaming {
  recordingName: string;
  speed: number;
  /** Race time the run starts from. */
  startRaceTimeMs: number;
  /** The run's session id, which no other replay or run shares. */
  sessionId: string;
}

/**
 * A replay run's session: the recording, how fast and from where it plays, and the run's reference (two
 * replays of the same recording at the same speed and start still differ by it).
 */
export function replaySessionName(replay: ReplayNaming): string {
  const speed = String(replay.speed).replace('.', ',');
  const reference = replay.sessionId.replace(/^replay-/, '');
  return `Rediffusion — ${replay.recordingName} (${speed}×, depuis ${formatRaceTime(replay.startRaceTimeMs)}, réf. ${reference})`;
}
