import type { LiveFrame, LiveRow, SessionStatus } from '@lemans/contract';
import { categoryLabelOf } from '../categories.ts';
import { type CarTiming, NO_CAR_TIMING } from './car-timing.ts';
import type { Gap } from './gap-at-line.ts';
import { liveFrameFrom } from './live-frame-from.ts';
import type { ParsedEntry, ParsedSnapshot } from './parsed-snapshot.ts';

/** Ingest's frame of a snapshot: the rows of the cars the document shows, and of those it leaves out. */
export function liveFrameOf(
  snapshot: ParsedSnapshot,
  sessionId: string,
  status: SessionStatus,
  observedAt: Date,
  /** Each car's gap at its last crossing (SessionState.lineGaps); the organiser's for a car without one. */
  lineGaps: ReadonlyMap<string, Gap> = new Map(),
  /** Each car's timing as the projections keep it, by number. */
  timing: ReadonlyMap<string, CarTiming> = new Map(),
  /** The last known rows of the cars the session knows that the document does not show (`unseenRowsOf`). */
  unseen: readonly LiveRow[] = [],
): LiveFrame {
  const { session } = snapshot;
  // The organiser gives no gap to the leader, a disqualified car or one without a lap: neither do we.
  const gapOf = (entry: ParsedEntry): Gap => {
    const atLine = lineGaps.get(entry.number);
    return entry.gapText === '' || !atLine ? { ms: entry.gapMs, text: entry.gapText } : atLine;
  };
  const shown = snapshot.entries.map(
    (entry): LiveRow => ({
      entry_id: entry.entryId,
      participant_number: entry.number,
      team_name: entry.team,
      ranking: entry.ranking,
      category_position: entry.categoryPosition,
      lap_count: entry.lap,
      last_lap_time: entry.lastLapMs,
      best_lap_time: entry.bestLapMs,
      gap_time: gapOf(entry).ms,
      gap: gapOf(entry).text,
      car_state: entry.state,
      category_label: categoryLabelOf(entry.category),
      subclass: entry.subclass,
      brand_name: entry.brand,
      car_name: entry.car,
      current_driver_name: entry.driverName,
      current_driver_id: entry.driverId,
      current_sector: entry.sector,
      pit_stops: entry.pitStops,
      nationality: entry.nationality,
      ...(timing.get(entry.number) ?? NO_CAR_TIMING),
      missing_since_time: null,
    }),
  );
  // An unseen car's timing is the projections' as for every other car (the hour's start moves for all).
  const kept = unseen.map((row): LiveRow => ({ ...row, ...timing.get(row.participant_number) }));
  return liveFrameFrom({
    session: {
      id: sessionId,
      name: session.name,
      type: session.type,
      eventName: session.eventName,
      replay: session.replay,
      status,
      start: session.startTimeMs == null ? null : new Date(session.startTimeMs),
      durationS: session.durationS,
    },
    raceState: snapshot.raceState,
    weather: snapshot.weather,
    elapsedS: snapshot.elapsedMs / 1000,
    remainingS: snapshot.remainingS,
    progress: snapshot.progress,
    rows: insertedByRanking(shown, kept),
    readAt: observedAt,
  });
}

/**
 * The rows the document shows, in its order, with each kept row before the first shown one ranked after it:
 * a car unseen for a moment stays where it was in the ranking.
 */
function insertedByRanking(shown: readonly LiveRow[], kept: readonly LiveRow[]): LiveRow[] {
  if (kept.length === 0) return [...shown];
  const rank = (row: LiveRow) => (row.ranking > 0 ? row.ranking : Number.POSITIVE_INFINITY);
  const rows: LiveRow[] = [];
  const waiting = [...kept].sort((a, b) => rank(a) - rank(b));
  for (const row of shown) {
    while (waiting.length > 0 && rank(waiting[0] as LiveRow) < rank(row))
      rows.push(waiting.shift() as LiveRow);
    rows.push(row);
  }
  return [...rows, ...waiting];
}
