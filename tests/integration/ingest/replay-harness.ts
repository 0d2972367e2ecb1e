import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ingestCursorIdOf } from '@lemans/projections';
import type { LapRecording } from '@lemans/race';
import { vi } from 'vitest';
import { ourFeedAt } from '../../../scripts/start/services.ts';
import type { TestDatabase } from '../../support/database.ts';
import { FEED_CONTROL_SECRET } from '../../support/feed-control.ts';

/*
 * What the tests that run the real ingest process against a replay share: the 2025 recording cut at the
 * end of a window, the process itself, how far it got, and the projections two runs are compared on.
 */

export const RECORDING_2025 = fileURLToPath(
  new URL('../../../services/feed/recordings/le-mans-2025-race.json.gz', import.meta.url),
);
export const INGEST_MAIN = fileURLToPath(new URL('../../../services/ingest/src/main.ts', import.meta.url));
/** The organiser's id of the 2025 race, which is also our session id. */
export const SESSION_2025 = '202506141';

/** The recording as if its data stopped at `untilMs`: the feed then holds on that moment. */
export function truncated(recording: LapRecording, untilMs: number): LapRecording {
  return {
    ...recording,
    meta: { ...recording.meta, durationMs: untilMs },
    cars: recording.cars.map((car) => {
      const keep = car.laps.elapsedMs.filter((time) => time <= untilMs).length;
      const laps = Object.fromEntries(
        Object.entries(car.laps).map(([column, values]) => [column, values.slice(0, keep)]),
      );
      return { ...car, laps: laps as typeof car.laps };
    }),
  };
}

export interface IngestProcessSettings {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  /** The test feed's data.json; its replay channels and catalogue are on the same server. */
  feedUrl: string;
  /** Keeps stderr readable (`child.stderr`) or shown, where a crash would say why; else it is ignored. */
  stderr?: 'pipe' | 'ignore' | 'inherit';
  /** 50 ms unless said: tests want the poll to keep up with a feed in step mode. */
  pollIntervalMs?: number;
  /** Where it serves /metrics, for a test that reads them; any free port unless said. */
  port?: number;
  /** More variables (the sentinels of a Redis watched by Sentinel, say). */
  env?: Record<string, string>;
}

/** The real ingest service in a process of its own, polling every 50 ms unless said, silent. */
export function spawnIngest(settings: IngestProcessSettings): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', INGEST_MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: settings.databaseUrl,
      REDIS_URL: settings.redisUrl,
      REDIS_PREFIX: settings.redisPrefix,
      ...ourFeedAt(new URL(settings.feedUrl).origin),
      ORGANISER_FEED_URL: settings.feedUrl,
      FEED_CONTROL_SECRET,
      POLL_INTERVAL_MS: String(settings.pollIntervalMs ?? 50),
      // Its figures on any free port unless asked: two such processes must not collide.
      INGEST_PORT: String(settings.port ?? 0),
      LOG_LEVEL: settings.stderr === 'inherit' ? 'warn' : 'silent',
      ...settings.env,
    },
    stdio: ['ignore', 'ignore', settings.stderr ?? 'ignore'],
  });
}

/** Race time of the last snapshot ingest committed for the session, or -1 before the first. */
export async function cursorRaceTime(database: TestDatabase, session = SESSION_2025): Promise<number> {
  const row = await database.db
    .selectFrom('cursors')
    .select('value')
    .where('id', '=', ingestCursorIdOf(session))
    .executeTakeFirst();
  return (row?.value as { raceTimeMs?: number } | undefined)?.raceTimeMs ?? -1;
}

/** Polls `condition` until it holds; throws, naming `what`, past the delay. */
/** Waits until `condition` holds (vitest's own polling), failing with `what` once `timeoutMs` has passed. */
export async function waitFor(
  condition: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 90_000,
): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await condition())) throw new Error(`délai dépassé : ${what}`);
    },
    { timeout: timeoutMs, interval: 50 },
  );
}

export const lapsOf = (database: TestDatabase, session = SESSION_2025) =>
  database.db
    .selectFrom('laps')
    .select([
      'number',
      'lap_number',
      'timed',
      'lap_time_ms',
      'sector1_ms',
      'sector2_ms',
      'sector3_ms',
      'pit_in',
      'driver_id',
    ])
    .where('session_id', '=', session)
    .orderBy('number')
    .orderBy('lap_number')
    .execute();

export const classificationOf = (database: TestDatabase, session = SESSION_2025) =>
  database.db
    .selectFrom('live_standings')
    .select([
      'number',
      'ranking',
      'lap_count',
      'last_lap_ms',
      'best_lap_ms',
      'pit_stops',
      'driver_id',
      'car_state',
    ])
    .where('session_id', '=', session)
    .orderBy('ranking')
    .execute();
