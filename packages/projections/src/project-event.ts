import { figuresAfterLap, LAP_FIGURES } from '@lemans/contract/lap-figures';
import { HOUR_MS } from '@lemans/contract/timing';
import { type CarEvent, type LapCompleted, sessionTypeOf, unknownEvent } from '@lemans/race';
import { columnsOf } from './columns-of.ts';
import type { CarProjection, EntryRow, ProjectionModel, RowChanges, SessionRow } from './projection-model.ts';
import { reportEventOf } from './report-event-of.ts';
import { CHECKPOINT_INTERVAL_MS, checkpointDue, stateCheckpointOf } from './state-checkpoint.ts';
import type { StoredEvent } from './stored-event.ts';

/**
 * The projections as a fold of the events: applies one stored event to the in-memory rows and records in
 * `changes` every row it touched. The same fold serves the live path and `rebuild-projections`, which is
 * why a rebuilt projection equals the live one.
 */
export function projectEvent(model: ProjectionModel, stored: StoredEvent, changes: RowChanges): void {
  const { event, metadata } = stored;
  const raceTimeMs = metadata.raceTimeMs;
  model.streamPosition = stored.streamPosition;
  model.raceTimeMs = raceTimeMs;
  startRaceHour(model, raceTimeMs, changes);
  const report = reportEventOf(model, stored);
  if (report) changes.reportEvents.push(report);

  switch (event.type) {
    case 'SessionStarted': {
      const { data } = event;
      model.session = {
        id: model.sessionId,
        organiser_session_id: data.organiserSessionId,
        name: data.name,
        session_type: sessionTypeOf(data.sessionType),
        event_name: data.eventName,
        is_replay: data.replay,
        active: true,
        status: 'active',
        race_state: 'green',
        start_time: data.startTimeMs === null ? null : new Date(data.startTimeMs),
        duration_s: data.durationS === null ? null : Math.round(data.durationS),
        weather: null,
        data_count: 0,
        created_at: new Date(metadata.observedAt),
        completed_at: null,
      };
      touchSession(model, changes);
      touchStats(model, changes);
      return;
    }
    case 'SessionStatusChanged':
      updateSession(model, changes, { status: event.data.to, active: event.data.to === 'active' });
      return;
    case 'SessionRenamed':
      updateSession(model, changes, { name: event.data.to });
      return;
    case 'RaceStateChanged':
      updateSession(model, changes, { race_state: event.data.to });
      return;
    case 'WeatherObserved':
      updateSession(model, changes, { weather: { ...event.data } });
      return;
    case 'SessionEnded':
      updateSession(model, changes, { completed_at: new Date(metadata.observedAt) });
      return;
    // Read from the event stream by the classification (the API's analysis); no projection keeps it.
    case 'OfficialResultsPublished':
      return;
    case 'EntryRegistered': {
      const { data } = event;
      const entry: EntryRow = {
        session_id: model.sessionId,
        number: data.number,
        entry_id: data.entryId,
        team: data.team,
        car: data.car,
        brand: data.brand,
        category: data.category,
        subclass: data.subclass ?? null,
        nationality: data.nationality,
        tyre: data.tyre,
        drivers: data.drivers.map((driver) => ({ ...driver })),
      };
      changes.entries.push(entry);
      const car: CarProjection = {
        entry,
        standing: {
          session_id: model.sessionId,
          number: data.number,
          entry_id: data.entryId,
          ranking: data.ranking,
          category_position: data.classPosition,
          lap_count: data.lap,
          last_lap_ms: null,
          best_lap_ms: data.bestLapMs,
          best_lap_number: null,
          gap_ms: 0,
          gap_text: '',
          pit_stops: data.pitStops,
          current_sector: 1,
          car_state: data.inPit ? 'InPit' : data.carState,
          driver_id: data.driverId,
          position_change: 0,
          last_crossing_ms: data.lastCrossingMs ?? null,
          best_sector1_ms: data.lapSectorsMs[0],
          best_sector2_ms: data.lapSectorsMs[1],
          best_sector3_ms: null,
          interval_ms: null,
          interval_text: '',
          class_gap_ms: null,
          class_gap_text: '',
          class_interval_ms: null,
          class_interval_text: '',
          lap_sector1_ms: data.lapSectorsMs[0],
          lap_sector2_ms: data.lapSectorsMs[1],
          lap_sector3_ms: null,
          last_sector1_ms: null,
          last_sector2_ms: null,
          last_sector3_ms: null,
          // A car first seen after its stops (a session joined late): when it last stopped is not known.
          last_pit_lap: data.inPit ? data.lap : null,
          last_pit_ms: null,
          last_pit_precision_ms: null,
          hour_start_ranking: data.ranking,
          hour_start_class_position: data.classPosition,
          ...data.figures,
        },
        carState: data.carState,
        inPit: data.inPit,
        lastLapDriverId: data.driverId,
        lastLapInPit: false,
        // A car first seen after its start: its place now stands for its place at its last crossing.
        linePosition: data.ranking,
        openStop: null,
      };
      model.cars.set(data.number, car);
      changes.standings.set(data.number, car.standing);
      return;
    }
    case 'SectorCompleted':
    case 'LapCompleted':
    case 'PitEntered':
    case 'PitExited':
    case 'DriverChanged':
    case 'PositionChanged':
    case 'BestLapSet':
    case 'CarStateChanged':
      projectCarEvent(model, event, raceTimeMs, changes);
      return;
    default:
      // Every type is named above: a type added to DomainEvent and not handled here fails to compile.
      unknownEvent(event);
  }
}

/**
 * Folds events in stream order and, each time the race time passes a checkpoint boundary, records the
 * state the session had at that boundary in `changes.checkpoints`: the live path and a rebuild both fold
 * through here, so they take the same checkpoints.
 */
export function projectEvents(
  model: ProjectionModel,
  events: readonly StoredEvent[],
  changes: RowChanges,
  intervalMs = CHECKPOINT_INTERVAL_MS,
): void {
  for (const stored of events) {
    const due = checkpointDue(model, stored.metadata.raceTimeMs, intervalMs);
    if (due !== null) changes.checkpoints.push(stateCheckpointOf(model, due));
    projectEvent(model, stored, changes);
  }
}

function projectCarEvent(
  model: ProjectionModel,
  event: CarEvent,
  raceTimeMs: number,
  changes: RowChanges,
): void {
  const car = model.cars.get(event.data.number);
  if (!car) return;
  const standing = car.standing;
  const touch = () => changes.standings.set(standing.number, standing);
  switch (event.type) {
    case 'SectorCompleted': {
      const { sector, timeMs, lap } = event.data;
      const column = `best_sector${sector}_ms` as const;
      if (standing[column] === null || timeMs < (standing[column] as number)) standing[column] = timeMs;
      if (lap === standing.lap_count + 1) standing[`lap_sector${sector}_ms`] = timeMs;
      standing.current_sector = sector === 3 ? 1 : sector + 1;
      touch();
      return;
    }
    case 'LapCompleted': {
      const { data } = event;
      const crossedAt = data.crossedAtMs ?? raceTimeMs;
      changes.laps.set(`${data.number}#${data.lap}`, {
        session_id: model.sessionId,
        number: data.number,
        lap_number: data.lap,
        timed: data.timed,
        lap_time_ms: data.timeMs,
        sector1_ms: data.sectorsMs[0],
        sector2_ms: data.sectorsMs[1],
        sector3_ms: data.sectorsMs[2],
        driver_id: data.driverId,
        position: data.position,
        gap_ms: data.gapMs,
        speed: data.figures.speed,
        pit_in: data.inPit,
        pit_out: car.lastLapInPit,
        driver_change: car.lastLapDriverId !== null && data.driverId !== car.lastLapDriverId,
        race_time_ms: crossedAt,
      });
      car.lastLapDriverId = data.driverId;
      car.lastLapInPit = data.inPit;
      standing.lap_count = Math.max(standing.lap_count, data.lap);
      standing.current_sector = 1;
      standing.last_crossing_ms = crossedAt;
      if (data.timed) standing.last_lap_ms = data.timeMs;
      Object.assign(standing, figuresAfterLap(columnsOf(standing, LAP_FIGURES), data.figures, data.timed));
      if (data.position !== null) {
        standing.position_change = car.linePosition === null ? 0 : car.linePosition - data.position;
        car.linePosition = data.position;
        standing.ranking = data.position;
      }
      if (data.classPosition !== null) standing.category_position = data.classPosition;
      if (data.gapMs !== null) standing.gap_ms = data.gapMs;
      standing.gap_text = data.gapText;
      setRelativeGaps(standing, data);
      [standing.last_sector1_ms, standing.last_sector2_ms, standing.last_sector3_ms] = data.sectorsMs;
      standing.lap_sector1_ms = standing.lap_sector2_ms = standing.lap_sector3_ms = null;
      touch();
      const stats = model.stats;
      stats.total_laps += 1;
      stats.last_race_time_ms = Math.max(stats.last_race_time_ms, crossedAt);
      if (data.timed && data.timeMs !== null) {
        stats.timed_laps += 1;
        stats.lap_time_sum_ms += data.timeMs;
      }
      touchStats(model, changes);
      if (model.session) {
        model.session.data_count += 1;
        touchSession(model, changes);
      }
      return;
    }
    case 'PitEntered': {
      const { data } = event;
      car.inPit = true;
      car.openStop = {
        session_id: model.sessionId,
        number: data.number,
        stop_number: data.stop,
        lap_number: data.lap,
        entered_race_ms: raceTimeMs,
        exited_race_ms: null,
        duration_ms: null,
        duration_precision_ms: null,
        driver_in_id: data.driverId,
        driver_out_id: null,
      };
      changes.pitStops.set(`${data.number}#${data.stop}`, car.openStop);
      standing.pit_stops = Math.max(standing.pit_stops, data.stop);
      standing.last_pit_lap = data.lap;
      // The last stop's time is the one being made: known when the car comes out.
      standing.last_pit_ms = null;
      standing.last_pit_precision_ms = null;
      standing.car_state = 'InPit';
      touch();
      model.stats.pit_stops += 1;
      touchStats(model, changes);
      return;
    }
    case 'PitExited': {
      const { data } = event;
      car.inPit = false;
      const stop = car.openStop?.stop_number === data.stop ? car.openStop : null;
      if (stop) {
        stop.exited_race_ms = raceTimeMs;
        stop.duration_ms = data.durationMs;
        stop.duration_precision_ms = data.precisionMs ?? null;
        stop.driver_out_id = data.driverId;
        changes.pitStops.set(`${data.number}#${data.stop}`, stop);
        car.openStop = null;
      }
      standing.last_pit_ms = data.durationMs;
      standing.last_pit_precision_ms = data.durationMs === null ? null : (data.precisionMs ?? null);
      standing.car_state = car.carState;
      touch();
      return;
    }
    case 'DriverChanged':
      standing.driver_id = event.data.to;
      touch();
      if (event.data.from !== null) {
        model.stats.driver_changes += 1;
        touchStats(model, changes);
      }
      return;
    case 'PositionChanged':
      standing.ranking = event.data.to;
      standing.category_position = event.data.classTo;
      touch();
      return;
    case 'BestLapSet': {
      const { data } = event;
      standing.best_lap_ms = data.timeMs;
      standing.best_lap_number = data.lap;
      touch();
      if (data.scope === 'overall') {
        Object.assign(model.stats, {
          fastest_lap_ms: data.timeMs,
          fastest_lap_number: data.number,
          fastest_lap_lap: data.lap,
          fastest_lap_driver_id: data.driverId,
        });
        touchStats(model, changes);
      }
      return;
    }
    case 'CarStateChanged':
      car.carState = event.data.to;
      standing.car_state = car.inPit ? 'InPit' : event.data.to;
      touch();
      return;
    default:
      unknownEvent(event);
  }
}

/**
 * A lap's gaps to the car ahead and in the class, as the line saw them: an untimed lap (completed between two
 * documents) and a lap stored before they were recorded say nothing, and leave the last ones known.
 */
function setRelativeGaps(standing: CarProjection['standing'], lap: LapCompleted['data']): void {
  if (!lap.timed || !lap.interval || !lap.classGap || !lap.classInterval) return;
  standing.interval_ms = lap.interval.ms;
  standing.interval_text = lap.interval.text;
  standing.class_gap_ms = lap.classGap.ms;
  standing.class_gap_text = lap.classGap.text;
  standing.class_interval_ms = lap.classInterval.ms;
  standing.class_interval_text = lap.classInterval.text;
}

/**
 * When an event opens a new hour of the race, every car's positions as the previous hour left them become
 * the ones its gains and losses of the hour are counted from.
 */
function startRaceHour(model: ProjectionModel, raceTimeMs: number, changes: RowChanges): void {
  const hour = Math.floor(raceTimeMs / HOUR_MS);
  if (hour <= model.raceHour) return;
  model.raceHour = hour;
  for (const { standing } of model.cars.values()) {
    standing.hour_start_ranking = standing.ranking;
    standing.hour_start_class_position = standing.category_position;
    changes.standings.set(standing.number, standing);
  }
}

function updateSession(model: ProjectionModel, changes: RowChanges, patch: Partial<SessionRow>): void {
  if (!model.session) return;
  Object.assign(model.session, patch);
  touchSession(model, changes);
}

function touchSession(model: ProjectionModel, changes: RowChanges): void {
  changes.session = model.session;
}

function touchStats(model: ProjectionModel, changes: RowChanges): void {
  changes.stats = model.stats;
}
