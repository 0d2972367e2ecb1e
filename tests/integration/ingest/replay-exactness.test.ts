import { parseRaceTime } from '@lemans/contract/timing';
import { streamIdOf } from '@lemans/projections';
import { readRecordingFile } from '@lemans/race';
import { saveLapRecording } from '@lemans/recordings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { feedControlHeaders } from '../../support/feed-control.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { expectSameEventsButPolledStops } from './polled-stops.ts';
import { cursorRaceTime, RECORDING_2025, truncated } from './replay-harness.ts';
import { type ReplaysUnderTest, startReplays } from './replays-under-test.ts';

/**
 * A replay is exact: a stored recording played on a feed channel and polled so that each poll sees 3 s of
 * race time (step mode, as a 30× replay polled every 100 ms would) gives the events of the original
 * session, in the same order with the same data, but for the stops' durations: the original, ingested from
 * the recording, has the file's own; the feed's documents carry none, so the replay's polls time each stop,
 * to within a poll. The window covers 90 minutes of the 2025 race with its pit stops, driver changes and the
 * safety car.
 */

const FROM = parseRaceTime('10:00:00') as number;
const UNTIL = parseRaceTime('11:30:00') as number;
const STEP = 3000;
const ORIGINAL = 'original';

let database: TestDatabase;
let redis: TestRedis;
let replays: ReplaysUnderTest;
let recordingId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  redis = createTestRedis();
  const recording = truncated(await readRecordingFile(RECORDING_2025), UNTIL);
  recordingId = (await saveLapRecording(database.db, recording)).id;
  await ingestRecording(database.db, recording, {
    stepMs: STEP,
    fromMs: FROM,
    untilMs: UNTIL,
    sessionId: ORIGINAL,
  });
  replays = await startReplays({ db: database.db, redis, worker: false });
}, 180_000);

afterAll(async () => {
  await replays?.close();
  await redis?.cleanup();
  await database?.drop();
});

const eventsOf = async (sessionId: string) =>
  (
    await database.db
      .selectFrom('events')
      .select(['type', 'data', 'metadata'])
      .where('stream_id', '=', streamIdOf(sessionId))
      .orderBy('stream_position')
      .execute()
  ).map(({ type, data, metadata }) => {
    // Whether the session is a replay, and so its name, are the only things that must differ.
    const { replay: _, name: __, ...rest } = data as Record<string, unknown>;
    return { type, data: type === 'SessionStarted' ? rest : data, raceTimeMs: metadata.raceTimeMs };
  });

describe('a replay through the feed and the poller', () => {
  it('yields the events of the original session', async () => {
    const started = await replays.runner.start({ recordingId, speed: 1, start: FROM });
    if (!started.ok) throw new Error(started.error);
    const { id, session_id: sessionId } = started.replay;
    // Step mode: every poll takes exactly 3 s of race time, whatever this machine's speed.
    const control = await fetch(`${replays.feed.url}/replays/${id}/control`, {
      method: 'POST',
      headers: { ...feedControlHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ stepMs: STEP, raceTime: FROM }),
    });
    expect(control.status).toBe(200);
    let polls = 0;
    while ((await cursorRaceTime(database, sessionId)) < UNTIL) {
      const outcome = await replays.runner.poll(id);
      expect(outcome.status).toBe('applied');
      polls += 1;
    }
    expect(polls).toBe((UNTIL - FROM) / STEP + 1);

    const original = await eventsOf(ORIGINAL);
    expect(original.length).toBeGreaterThan(3000);
    expect(original.filter((event) => event.type === 'PitEntered').length).toBeGreaterThan(20);
    expectSameEventsButPolledStops(await eventsOf(sessionId), original, STEP);

    const session = await database.db
      .selectFrom('sessions')
      .select(['is_replay'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(session.is_replay).toBe(true);
  }, 240_000);
});
