import { type LiveFrame, raceStateOf, type SessionStatus } from '@lemans/contract';
import { liveRowOfStanding } from '@lemans/projections';
import { liveFrameFrom } from '@lemans/race';
import { z } from 'zod';
import type { SessionStandings } from './live-repository.ts';

/**
 * The live frame of a session rebuilt from the Postgres projections, through the same `liveFrameFrom` as
 * ingest's (`liveFrameOf`), for when Redis has none: a client cannot tell which copy answered. What the
 * projections do not keep is derived: the elapsed time is the race time of the last crossing, and the frame
 * is dated when it is read. Every car the session knows has its row; which documents left a car out is not
 * kept, so no row is dated as missing.
 */
export function frameFromProjection(session: SessionStandings, readAt: Date): LiveFrame {
  const elapsedS = (session.last_race_time_ms ?? 0) / 1000;
  const durationS = session.duration_s;
  return liveFrameFrom({
    session: {
      id: session.id,
      name: session.name,
      type: session.session_type,
      eventName: session.event_name,
      replay: session.is_replay,
      status: statusOf(session.status),
      start: session.start_time,
      durationS,
    },
    raceState: raceStateOf(session.race_state) ?? 'green',
    weather: weatherSchema.parse(session.weather ?? {}),
    elapsedS,
    remainingS: durationS == null ? 0 : Math.max(0, durationS - elapsedS),
    progress: durationS ? Math.round(Math.min(100, (elapsedS / durationS) * 100) * 100) / 100 : 0,
    rows: session.standings.map(liveRowOfStanding),
    readAt,
  });
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

function statusOf(value: string): SessionStatus {
  return value === 'ended' ? 'ended' : 'active';
}
