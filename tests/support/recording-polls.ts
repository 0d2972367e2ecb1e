import type { LiveFrame } from '@lemans/contract';
import { parseRaceTime } from '@lemans/contract/timing';
import {
  type DomainEvent,
  diff,
  evolve,
  initialSessionState,
  type LapRecording,
  liveFrameOf,
  parsedSnapshotOf,
  snapshotAt,
} from '@lemans/race';

/** A race time (hh:mm:ss) in ms. */
export const raceTimeMs = (raceTime: string) => parseRaceTime(raceTime) as number;

/** What ingest's fold gives at one poll: the events of the document it read, and the live frame it publishes. */
export interface RecordingPoll {
  /** Race time of the poll (ms). */
  t: number;
  events: DomainEvent[];
  frame: LiveFrame;
}

/**
 * Ingest's fold of a recording polled every `everyMs` from `from` (the session joined then; 0 for its start)
 * to `to`, as pure code: the polls before `shownFrom` are folded but not given.
 */
export function* recordingPolls(
  recording: LapRecording,
  {
    from = 0,
    shownFrom = from,
    to,
    everyMs = 3000,
  }: { from?: number; shownFrom?: number; to: number; everyMs?: number },
): Generator<RecordingPoll> {
  const state = initialSessionState();
  for (let t = from; t <= to; t += everyMs) {
    const snapshot = parsedSnapshotOf(snapshotAt(recording, t));
    const events = diff(state, snapshot);
    for (const event of events) evolve(state, event, { raceTimeMs: t });
    if (t < shownFrom) continue;
    yield { t, events, frame: liveFrameOf(snapshot, 'course', 'active', new Date(t), state.lineGaps) };
  }
}
