import type { Db } from '@lemans/platform';
import {
  type LapRecording,
  measuredStopsAt,
  type OfficialResultsPublished,
  type ParsedSnapshot,
  parsedSnapshotOf,
  snapshotAt,
} from '@lemans/race';
import type { ObservedSnapshot } from './session-ingestor.ts';
import { SessionIngestor } from './session-ingestor.ts';

/** Race time between two documents of a recording ingested, unless told otherwise: the live poll's interval. */
export const RECORDING_STEP_MS = 3000;

export interface IngestRecordingOptions {
  /** Race time between two snapshots, as a poll every `stepMs` would see them. */
  stepMs?: number;
  /** Snapshots per transaction: the live path uses one, a bulk import many. */
  batchSize?: number;
  sessionId?: string;
  /** Race time of the first snapshot (default: the start). */
  fromMs?: number;
  /** Race time of the last snapshot (default: the end of the data). */
  untilMs?: number;
  /**
   * Nothing will follow the data (an import): after its last snapshot the session ends, unless the data
   * already ended it (the chequered flag), so that it is not left active for ever.
   */
  endsWithData?: boolean;
  /** The documents say they are a replay of the recorded session, as a replay's feed channel serves them. */
  replay?: boolean;
  /** Told after each transaction: the race time ingested so far and that of the last snapshot. */
  onProgress?: (raceTimeMs: number, durationMs: number) => void | Promise<void>;
}

/**
 * Runs a recording through the same diff, append and projection code as the live poll, without HTTP and
 * without waiting: the organiser document every `stepMs` of race time, to the end of the data. The documents
 * are computed here, so they skip the schema validation that a document from the network goes through.
 */
export async function ingestRecording(
  db: Db,
  recording: LapRecording,
  options: IngestRecordingOptions = {},
): Promise<{ sessionId: string; events: number; snapshots: number }> {
  const stepMs = options.stepMs ?? RECORDING_STEP_MS;
  const batchSize = options.batchSize ?? 200;
  const sessionId = options.sessionId ?? String(recording.meta.sessionId);
  // An import's laps said which circuit it is: its session's event is the calendar's race only there.
  const ingestor = await SessionIngestor.load(db, sessionId, { circuitId: recording.meta.circuitId });
  let events = 0;
  let snapshots = 0;
  let batch: ObservedSnapshot[] = [];
  const untilMs = Math.min(options.untilMs ?? recording.meta.durationMs, recording.meta.durationMs);
  const flush = async () => {
    events += (await ingestor.apply(db, batch)).length;
    const last = batch.at(-1);
    batch = [];
    if (last) await options.onProgress?.(last.snapshot.elapsedMs, untilMs);
  };
  for (let raceTimeMs = options.fromMs ?? 0; ; raceTimeMs += stepMs) {
    const at = Math.min(raceTimeMs, untilMs);
    const snapshot = recordedSnapshotAt(recording, at, { replay: options.replay });
    // A recording's documents are fully determined by their race time, so that is their identity too.
    batch.push({ snapshot, snapshotId: `t${at}`, observedAt: new Date(recording.meta.startTimeMs + at) });
    snapshots += 1;
    if (batch.length >= batchSize) await flush();
    if (at === untilMs) break;
  }
  await flush();
  if (options.endsWithData && untilMs === recording.meta.durationMs) {
    const endedAt = new Date(recording.meta.startTimeMs + untilMs);
    events += (await ingestor.end(db, endedAt)).length;
    events += (await ingestor.publishResults(db, officialResultsOf(recording), endedAt)).length;
  }
  return { sessionId, events, snapshots };
}

/**
 * The document `ingestRecording` applies at a race time: the organiser's document of the recording at that
 * moment, with the latest stop each car has left timed as the recording's file times it (a stop the file
 * leaves untimed stays so): the organiser's document a poll would see cannot say, and without it every stop
 * would be timed to `stepMs`.
 */
export function recordedSnapshotAt(
  recording: LapRecording,
  raceTimeMs: number,
  options: { replay?: boolean } = {},
): ParsedSnapshot {
  const snapshot = parsedSnapshotOf(snapshotAt(recording, raceTimeMs, options));
  const measured = measuredStopsAt(recording, raceTimeMs);
  return {
    ...snapshot,
    stopsTimedBySource: true,
    entries: snapshot.entries.map((entry) => ({ ...entry, lastStop: measured.get(entry.number) ?? null })),
  };
}

/** The results file's line of each car the recording has one for (an import given the classification). */
function officialResultsOf(recording: LapRecording): OfficialResultsPublished['data']['results'] {
  return recording.cars.flatMap(({ number, result }) => (result ? [{ number, ...result }] : []));
}
