import type { JsonValue } from '@lemans/platform';
import { carTimingOf } from '@lemans/projections';
import {
  categoryLabelOf,
  type LiveFrame,
  type LiveRow,
  raceStateMessage,
  raceStateOf,
  type SessionStatus,
  sessionTypeOf,
  withGapsFromLeaderGaps,
} from '@lemans/race';
import { z } from 'zod';
import type { SessionStandings, StandingRow } from './live-repository.ts';

/**
 * The live frame of a session rebuilt from the Postgres projections, in exactly the shape ingest publishes
 * (`liveFrameOf`), for when Redis has none: a client cannot tell which copy answered. What the projections do
 * not keep is derived: the elapsed time is the race time of the last crossing, and the frame is dated when
 * it is read.
 */
export function frameFromProjection(session: SessionStandings, readAt: Date): LiveFrame {
  const timestamp = readAt.toISOString();
  const raceState = raceStateOf(session.race_state) ?? 'green';
  const weather = weatherSchema.parse(session.weather ?? {});
  const elapsedS = (session.last_race_time_ms ?? 0) / 1000;
  const durationS = session.duration_s;
  return {
    data: withGapsFromLeaderGaps(session.standings.map(liveRowOf)),
    session_id: session.id,
    session_name: session.name,
    session_status: statusOf(session.status),
    current_session: { name: session.name },
    message: `${session.name} — ${raceStateMessage(raceState)}`,
    timestamp,
    weather: {
      air_temperature: weather.airTemp,
      track_temperature: weather.trackTemp,
      humidity: weather.humidity,
      pressure: weather.pressure,
      wind_speed: weather.windSpeed,
      wind_direction: weather.windDirection,
      weather_simulated: weather.simulated,
      session_id: session.id,
      session_name: session.name,
      session_type: sessionTypeOf(session.session_type),
      event_name: session.event_name,
      race_state: raceState,
      safety_car: raceState === 'safety' ? 'Yes' : 'No',
      remaining_time: durationS == null ? 0 : Math.max(0, durationS - elapsedS),
      elapsed_time: elapsedS,
      percent_progress: durationS ? Math.round(Math.min(100, (elapsedS / durationS) * 100) * 100) / 100 : 0,
      start_time: session.start_time ? new Date(session.start_time).toISOString() : null,
      duration: durationS,
      is_replay: session.is_replay,
      api_timestamp: timestamp,
    },
  };
}

function liveRowOf(row: StandingRow): LiveRow {
  return {
    entry_id: row.entry_id,
    participant_number: row.number,
    team_name: row.team,
    ranking: row.ranking,
    category_position: row.category_position,
    lap_count: row.lap_count,
    last_lap_time: row.last_lap_ms,
    best_lap_time: row.best_lap_ms,
    gap_time: row.gap_ms,
    gap: row.gap_text,
    speed: row.speed,
    car_state: row.car_state,
    category_label: categoryLabelOf(row.category),
    brand_name: row.brand,
    car_name: row.car,
    current_driver_name: driverNameOf(row.drivers, row.driver_id),
    current_driver_id: row.driver_id,
    current_sector: row.current_sector,
    position_change: row.position_change,
    pit_stops: row.pitstops,
    nationality: row.nationality,
    ...carTimingOf(row),
  };
}

/** The weather of the last WeatherObserved event, as ingest stores it on the session; absent before any. */
const weatherSchema = z.object({
  airTemp: z.number().nullable().catch(null),
  trackTemp: z.number().nullable().catch(null),
  humidity: z.number().nullable().catch(null),
  pressure: z.number().nullable().catch(null),
  windSpeed: z.number().nullable().catch(null),
  windDirection: z.number().nullable().catch(null),
  simulated: z.boolean().catch(false),
});

/** The crew as the entry registered it (the organiser's `drivers[]`). */
const crewSchema = z
  .array(z.object({ driverId: z.number(), firstName: z.string(), lastName: z.string() }))
  .catch([]);

/** Written as the organiser writes `driver`: "First Last". */
function driverNameOf(drivers: JsonValue, driverId: number | null): string {
  const driver = crewSchema.parse(drivers).find((member) => member.driverId === driverId);
  return driver ? `${driver.firstName} ${driver.lastName}` : '';
}

function statusOf(value: string): SessionStatus {
  return value === 'ended' ? 'ended' : 'active';
}
