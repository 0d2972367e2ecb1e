import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { type LapRecording, parseRaceTime, readRecordingFile } from '@lemans/race';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { checkpointIdOf } from '../../../services/ingest/src/ingest/session-ingestor.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedFeed, startFeed } from '../feed/start-feed.ts';

/**
 * The ingest process killed with SIGKILL in the middle of a replay, then started again: it resumes from
 * what was committed, and the session ends with every lap exactly once and the same classification as an
 * uninterrupted import of the same snapshots.
 */

const RECORDING = fileURLToPath(
  new URL('../../../services/feed/recordings/le-mans-2025-race.json.gz', import.meta.url),
);
const INGEST_MAIN = fileURLToPath(new URL('../../../services/ingest/src/main.ts', import.meta.url));
const FROM = parseRaceTime('14:00:00') as number;
const UNTIL = parseRaceTime('14:20:00') as number;
const SESSION = '202506141';

/** The recording as if its data stopped at `untilMs`: the feed then holds on that moment. */
function truncated(recording: LapRecording, untilMs: number): LapRecording {
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

let recording: LapRecording;
let redis: TestRedis;
let feed: StartedFeed;
const databases: TestDatabase[] = [];

beforeAll(async () => {
  recording = truncated(await readRecordingFile(RECORDING), UNTIL);
  redis = createTestRedis();
});
afterAll(async () => {
  await feed?.close();
  await redis.cleanup();
  await Promise.all(databases.map((database) => database.drop()));
});

function startIngest(database: TestDatabase): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', INGEST_MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      REDIS_URL: inject('redisUrl'),
      REDIS_PREFIX: redis.prefix,
      ORGANISER_FEED_URL: `${feed.url}/live/WEC/data.json`,
      POLL_INTERVAL_MS: '50',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
}

async function checkpointRaceTime(database: TestDatabase): Promise<number> {
  const row = await database.db
    .selectFrom('checkpoints')
    .select('value')
    .where('id', '=', checkpointIdOf(SESSION))
    .executeTakeFirst();
  return (row?.value as { raceTimeMs?: number } | undefined)?.raceTimeMs ?? -1;
}

async function waitFor(condition: () => Promise<boolean>, what: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`délai dépassé : ${what}`);
    await sleep(50);
  }
}

const lapsOf = (database: TestDatabase) =>
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
    .where('session_id', '=', SESSION)
    .orderBy('number')
    .orderBy('lap_number')
    .execute();
const classificationOf = (database: TestDatabase) =>
  database.db
    .selectFrom('live_standings')
    .select([
      'number',
      'ranking',
      'lap_count',
      'last_lap_ms',
      'best_lap_ms',
      'pitstops',
      'driver_id',
      'car_state',
    ])
    .where('session_id', '=', SESSION)
    .orderBy('ranking')
    .execute();

describe('ingest killed in the middle of a replay', () => {
  it('loses no event and doubles none', async () => {
    const reference = await createTestDatabase();
    const crashed = await createTestDatabase();
    databases.push(reference, crashed);
    await ingestRecording(reference.db, recording, { fromMs: FROM, batchSize: 1 });

    feed = await startFeed({ recording, clock: { startMs: FROM, stepMs: 3000 } });
    const first = startIngest(crashed);
    await waitFor(async () => (await checkpointRaceTime(crashed)) >= FROM + 600_000, 'la moitié du rejeu');
    first.kill('SIGKILL');
    await once(first, 'exit');

    const second = startIngest(crashed);
    try {
      await waitFor(async () => (await checkpointRaceTime(crashed)) === UNTIL, 'la fin du rejeu');
    } finally {
      second.kill('SIGTERM');
      await once(second, 'exit');
    }

    const laps = await lapsOf(crashed);
    expect(laps).toEqual(await lapsOf(reference));
    const lapEvents = await crashed.db
      .selectFrom('events')
      .select(['data'])
      .where('stream_id', '=', `session-${SESSION}`)
      .where('type', '=', 'LapCompleted')
      .execute();
    expect(lapEvents).toHaveLength(laps.length);
    const positions = await crashed.db
      .selectFrom('events')
      .select('stream_position')
      .where('stream_id', '=', `session-${SESSION}`)
      .orderBy('stream_position')
      .execute();
    expect(positions.map((row) => row.stream_position)).toEqual(positions.map((_, i) => i + 1));
    expect(await classificationOf(crashed)).toEqual(await classificationOf(reference));
  }, 180_000);
});
