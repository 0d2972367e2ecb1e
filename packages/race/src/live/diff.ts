import { NO_LAP_FIGURES } from '@lemans/contract/lap-figures';
import { DONE_CAR_STATES } from './done-car-states.ts';
import type { BestLapScope, CarEvent, DomainEvent, RelativeGap } from './events.ts';
import { type Gap, gapsAtLine, type RelativeGaps, relativeGapsAtLine } from './gap-at-line.ts';
import type { CarState, ParsedEntry, ParsedSnapshot } from './parsed-snapshot.ts';
import { type EntryState, evolveEntry, type SessionState } from './session-state.ts';

/**
 * The events a new organiser snapshot brings, given what the session already knows. Pure: the same state
 * and snapshot always give the same events, and `state` is not modified (the caller folds the events in).
 *
 * A snapshot only shows the present, so what happened between two polls is inferred carefully: laps
 * completed unseen are recorded without timing, a lap count that goes backwards is ignored, and a sector
 * time is only attributed to the lap it belongs to. A car the snapshot leaves out (the organiser's document
 * sometimes drops part of the field) brings no event: it keeps its state until a snapshot shows it again,
 * which is then compared with what was last known of it.
 *
 * `previousRaceTimeMs` is the race time of the snapshot the session applied before this one, if any: what
 * the snapshot shows happened since then, which bounds how well a poll times a stop.
 */
export function diff(
  state: SessionState,
  snapshot: ParsedSnapshot,
  previousRaceTimeMs: number | null = null,
): DomainEvent[] {
  const events: DomainEvent[] = [];
  if (!state.started) {
    const { session } = snapshot;
    events.push({
      type: 'SessionStarted',
      data: {
        organiserSessionId: session.organiserId,
        name: session.name,
        sessionType: session.type,
        eventName: session.eventName,
        replay: session.replay,
        startTimeMs: session.startTimeMs,
        durationS: session.durationS,
      },
    });
  }
  if (snapshot.raceState !== state.raceState) {
    events.push({
      type: 'RaceStateChanged',
      data: { from: state.raceState, to: snapshot.raceState, flag: snapshot.flag },
    });
  }
  const status = snapshot.raceState === 'finished' ? 'ended' : 'active';
  if (status !== state.status)
    events.push({ type: 'SessionStatusChanged', data: { from: state.status, to: status } });
  if (weatherChanged(state, snapshot)) events.push({ type: 'WeatherObserved', data: snapshot.weather });

  const sinceMs = previousRaceTimeMs === null ? null : Math.max(0, snapshot.elapsedMs - previousRaceTimeMs);
  // Records move as laps are completed in this snapshot; later cars must be judged against them.
  const records = { overall: state.overallBestMs, byClass: new Map(state.classBestMs) };
  const gaps = gapsAtLine(snapshot, state.lineCrossings);
  const relativeGaps = relativeGapsAtLine(snapshot, state.lineCrossings);
  for (const entry of snapshot.entries) {
    const known = state.entries.get(entry.number);
    const atLine = {
      gap: gaps.get(entry.number) as Gap,
      ...(relativeGaps.get(entry.number) as RelativeGaps),
    };
    if (known) events.push(...entryEvents(known, entry, atLine, snapshot, records, sinceMs));
    else events.push(registration(entry));
  }

  if (!state.ended && status === 'ended' && allOut(state, snapshot)) {
    events.push({ type: 'SessionEnded', data: { raceTimeMs: snapshot.elapsedMs } });
  }
  return events;
}

const outsidePit = (state: CarState): CarState => (state === 'InPit' ? 'Running' : state);

function allOut(state: SessionState, snapshot: ParsedSnapshot): boolean {
  if (snapshot.entries.length === 0) return false;
  // A car the document leaves out is not seen, not gone: it is out only if it was when last shown.
  const shown = new Set(snapshot.entries.map((entry) => entry.number));
  for (const known of state.entries.values()) {
    if (!shown.has(known.number) && !DONE_CAR_STATES.has(known.carState)) return false;
  }
  return snapshot.entries.every(
    (entry) => DONE_CAR_STATES.has(entry.state) || !state.entries.has(entry.number),
  );
}

function weatherChanged(state: SessionState, snapshot: ParsedSnapshot): boolean {
  const previous = state.weather;
  if (!previous) return true;
  const next = snapshot.weather;
  return (Object.keys(next) as (keyof typeof next)[]).some((key) => next[key] !== previous[key]);
}

function registration(entry: ParsedEntry): DomainEvent {
  return {
    type: 'EntryRegistered',
    data: {
      number: entry.number,
      entryId: entry.entryId,
      team: entry.team,
      car: entry.car,
      brand: entry.brand,
      category: entry.category,
      subclass: entry.subclass,
      nationality: entry.nationality,
      tyre: entry.tyre,
      drivers: entry.drivers,
      lap: entry.lap,
      ranking: entry.ranking,
      classPosition: entry.categoryPosition,
      driverId: entry.driverId,
      carState: outsidePit(entry.state),
      inPit: entry.state === 'InPit',
      pitStops: entry.pitStops,
      bestLapMs: entry.bestLapMs,
      lapSectorsMs: [
        entry.sector > 1 ? entry.currentSectorsMs[0] : null,
        entry.sector > 2 ? entry.currentSectorsMs[1] : null,
        null,
      ],
      lastCrossingMs: entry.lastPassingMs,
      figures: entry.figures,
    },
  };
}

interface Records {
  overall: number | null;
  byClass: Map<string, number>;
}

function entryEvents(
  known: EntryState,
  entry: ParsedEntry,
  atLine: RelativeGaps & { gap: Gap },
  snapshot: ParsedSnapshot,
  records: Records,
  sinceMs: number | null,
): DomainEvent[] {
  const events: DomainEvent[] = [];
  const { number } = entry;
  // Work on a copy so that sector bookkeeping sees the laps completed just before.
  const car: EntryState = { ...known, lapSectorsMs: [...known.lapSectorsMs] };
  const apply = (event: CarEvent) => {
    events.push(event);
    evolveEntry(car, event, snapshot.elapsedMs);
  };

  const newStops = Math.max(entry.pitStops, car.pitStops + (entry.state === 'InPit' && !car.inPit ? 1 : 0));
  if (entry.lap > car.lap) {
    for (let lap = car.lap + 1; lap < entry.lap; lap++) apply(untimedLap(number, lap, car.driverId));
    const timed = entry.lap === known.lap + 1 && entry.lastLapMs !== null;
    const sectors = timed
      ? lapSectors(car.lapSectorsMs, entry.lastLapMs as number)
      : ([null, null, null] as const);
    if (sectors[2] !== null && car.lapSectorsMs[2] === null) {
      apply({ type: 'SectorCompleted', data: { number, lap: entry.lap, sector: 3, timeMs: sectors[2] } });
    }
    apply({
      type: 'LapCompleted',
      data: {
        number,
        lap: entry.lap,
        timed,
        timeMs: timed ? entry.lastLapMs : null,
        sectorsMs: [...sectors],
        driverId: car.driverId,
        position: entry.ranking,
        classPosition: entry.categoryPosition,
        gapMs: atLine.gap.ms,
        gapText: atLine.gap.text,
        interval: relativeGapOf(atLine.interval),
        classGap: relativeGapOf(atLine.classGap),
        classInterval: relativeGapOf(atLine.classInterval),
        figures: entry.figures,
        crossedAtMs: entry.lastPassingMs,
        inPit: entry.pitStops > known.pitStops,
      },
    });
    const best = timed ? bestLapSet(car, entry, records) : null;
    if (best) apply(best);
  }

  for (let sector = 1 as 1 | 2; sector <= 2; sector++) {
    const time = entry.currentSectorsMs[sector - 1];
    if (time != null && car.lapSectorsMs[sector - 1] === null && entry.sector > sector) {
      apply({ type: 'SectorCompleted', data: { number, lap: car.lap + 1, sector, timeMs: time } });
    }
  }

  // A car in the pits when last seen, and in them since for a later stop, left them in between: the stop it
  // was in ends before the next begins (between two polls, or at once: a stop that lasted its whole out-lap,
  // that out-lap ending in the pits).
  if (car.inPit && newStops > car.pitStops) apply(pitExit(car, entry, snapshot, sinceMs));
  for (let stop = car.pitStops + 1; stop <= newStops; stop++) {
    apply({
      type: 'PitEntered',
      data: { number, lap: car.lap, stop, driverId: car.driverId, seenWithinMs: sinceMs },
    });
    if (stop < newStops) {
      apply({
        type: 'PitExited',
        data: { number, lap: car.lap, stop, durationMs: null, driverId: car.driverId, precisionMs: null },
      });
    }
  }
  if (entry.driverId !== null && entry.driverId !== car.driverId) {
    apply({
      type: 'DriverChanged',
      data: { number, lap: car.lap, from: car.driverId, to: entry.driverId, driverName: entry.driverName },
    });
  }
  if (car.inPit && entry.state !== 'InPit') apply(pitExit(car, entry, snapshot, sinceMs));
  if (entry.ranking !== car.ranking || entry.categoryPosition !== car.classPosition) {
    apply({
      type: 'PositionChanged',
      data: {
        number,
        lap: car.lap,
        from: car.ranking,
        to: entry.ranking,
        classFrom: car.classPosition,
        classTo: entry.categoryPosition,
      },
    });
  }
  const carState = outsidePit(entry.state);
  if (carState !== car.carState) {
    apply({ type: 'CarStateChanged', data: { number, lap: car.lap, from: car.carState, to: carState } });
  }
  return events;
}

function relativeGapOf(gap: Gap | null): RelativeGap {
  return gap ? { ms: gap.ms, text: gap.text } : { ms: null, text: '' };
}

function untimedLap(number: string, lap: number, driverId: number | null): CarEvent {
  return {
    type: 'LapCompleted',
    data: {
      number,
      lap,
      timed: false,
      timeMs: null,
      sectorsMs: [null, null, null],
      driverId,
      position: null,
      classPosition: null,
      gapMs: null,
      gapText: '',
      figures: NO_LAP_FIGURES,
      crossedAtMs: null,
      inPit: false,
    },
  };
}

/** The lap's three sectors: the two seen during the lap, and the third as what remains of the lap time. */
function lapSectors(
  seen: EntryState['lapSectorsMs'],
  lapMs: number,
): [number | null, number | null, number | null] {
  const [s1, s2, s3] = seen;
  if (s3 !== null) return [s1, s2, s3];
  if (s1 === null || s2 === null) return [s1, s2, null];
  const remaining = lapMs - s1 - s2;
  return [s1, s2, remaining > 0 ? remaining : null];
}

/** The record a timed lap sets, if any: personal, class or overall (the widest). */
function bestLapSet(car: EntryState, entry: ParsedEntry, records: Records): CarEvent | null {
  const time = entry.lastLapMs as number;
  if (car.bestLapMs !== null && time >= car.bestLapMs) return null;
  let scope: BestLapScope = 'personal';
  const classBest = records.byClass.get(entry.category);
  if (classBest === undefined || time < classBest) {
    scope = 'class';
    records.byClass.set(entry.category, time);
  }
  if (records.overall === null || time < records.overall) {
    scope = 'overall';
    records.overall = time;
  }
  return {
    type: 'BestLapSet',
    data: {
      number: entry.number,
      lap: entry.lap,
      timeMs: time,
      scope,
      category: entry.category,
      driverId: car.driverId,
    },
  };
}

/** The car leaves the stop it was known to be in. */
function pitExit(
  car: EntryState,
  entry: ParsedEntry,
  snapshot: ParsedSnapshot,
  sinceMs: number | null,
): CarEvent {
  return {
    type: 'PitExited',
    data: {
      number: entry.number,
      lap: car.lap,
      stop: car.pitStops,
      driverId: car.driverId,
      ...stopTiming(car, entry, snapshot, sinceMs),
    },
  };
}

/**
 * How long a car that just left the pits stood there, and how sure that is: the source's own measure where
 * it times stops (an import's file: exact, or none, as for a stop the document does not say the car left);
 * else from the snapshots that saw it go in and come out, each seen up to one interval between snapshots late.
 */
function stopTiming(
  car: EntryState,
  entry: ParsedEntry,
  snapshot: ParsedSnapshot,
  sinceMs: number | null,
): { durationMs: number | null; precisionMs: number | null } {
  if (snapshot.stopsTimedBySource) {
    const durationMs = entry.lastStop?.stop === car.pitStops ? entry.lastStop.durationMs : null;
    return { durationMs, precisionMs: durationMs === null ? null : 0 };
  }
  if (car.pitEnteredAtMs === null) return { durationMs: null, precisionMs: null };
  const precisionMs =
    car.pitEnteredWithinMs === null || sinceMs === null ? null : Math.max(car.pitEnteredWithinMs, sinceMs);
  return { durationMs: Math.max(0, snapshot.elapsedMs - car.pitEnteredAtMs), precisionMs };
}
