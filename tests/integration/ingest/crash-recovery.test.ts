import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { parseRaceTime } from '@lemans/contract/timing';
import { type LapRecording, readRecordingFile } from '@lemans/race';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedFeed, startFeed } from '../feed/start-feed.ts';
import {
  classificationOf,
  cursorRaceTime,
  lapsOf,
  RECORDING_2025,
  SESSION_2025,
  spawnIngest,
  truncated,
  waitFor,
} from './replay-harness.ts';

/**
 * The ingest process killed with SIGKILL in the middle of a replay, then started again: it resumes from
 * what was committed, and the session ends with every lap exactly once and the same classification as an
 * uninterrupted import of the same snapshots.
 */

const FROM = parseRaceTime('14:00:00') as number;
const UNTIL = parseRaceTime('14:20:00') as number;
const SESSION = SESSION_2025;

let recording: LapRecording;
let redis: TestRedis;
let feed: StartedFeed;
const databases: TestDatabase[] = [];

beforeAll(async () => {
  recording = truncated(await readRecordingFile(RECORDING_2025), UNTIL);
  redis = createTestRedis();
});
afterAll(async () => {
  await feed?.close();
  await redis.cleanup();
  await Promise.all(databases.map((database) => database.drop()));
});

function startIngest(database: TestDatabase): ChildProcess {
  return spawnIngest({
    databaseUrl: database.url,
    redisUrl: inject('redisUrl'),
    redisPrefix: redis.prefix,
    feedUrl: `${feed.url}/live/WEC/data.json`,
  });
}

describe('ingest killed in the middle of a replay', () => {
  it('loses no event and doubles none', async () => {
    const reference = await createTestDatabase();
    const crashed = await createTestDatabase();
    databases.push(reference, crashed);
    await ingestRecording(reference.db, recording, { fromMs: FROM, batchSize: 1 });

    feed = await startFeed({ recording, clock: { startMs: FROM, stepMs: 3000 } });
    const first = startIngest(crashed);
    await waitFor(async () => (await cursorRaceTime(crashed)) >= FROM + 600_000, 'la moitié du rejeu');
    first.kill('SIGKILL');
    await once(first, 'exit');

    const second = startIngest(crashed);
    try {
      await waitFor(async () => (await cursorRaceTime(crashed)) === UNTIL, 'la fin du rejeu');
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
