import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { busKeys } from '@lemans/bus';
import { parseRaceTime } from '@lemans/contract/timing';
import { createLogger } from '@lemans/platform';
import { type LapRecording, parseSnapshot, snapshotAt } from '@lemans/race';
import { decodeSnapshots, loadRecordingPlayer, readSnapshotRows } from '@lemans/recordings';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedPoller } from '../../../services/ingest/src/poll/feed-poller.ts';
import { LivePublisher } from '../../../services/ingest/src/publish/live-publisher.ts';
import { LiveRecorder } from '../../../services/ingest/src/recordings/live-recorder.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { feedControlHeaders } from '../../support/feed-control.ts';
import { readRecording2025 } from '../../support/live-seed.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedFeed, startFeed } from '../feed/start-feed.ts';
import { cursorRaceTime, SESSION_2025 } from './replay-harness.ts';

/**
 * Live ingest records what it polls: the real feed in step mode over a window of the 2025 race, polled by
 * the live poller with its recorder, then the recording read back row by row, played and listed.
 */

const FROM = parseRaceTime('11:00:00') as number;
const STEP = 3000;
const run = promisify(execFile);
const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
const logger = createLogger('live-recording-test', 'silent');
/** Short, so that the window crosses several keyframes and a restart resumes in the middle of an interval. */
const KEYFRAME_INTERVAL = 8;
/** Keyframes fall on every KEYFRAME_INTERVAL-th stored row, whatever restarts and missed writes came between. */
const keyframes = (count: number) => Array.from({ length: count }, (_, i) => i % KEYFRAME_INTERVAL === 0);

let recording: LapRecording;
let redis: TestRedis;
let database: TestDatabase;
let feed: StartedFeed;
/** Race times of the documents polled so far, in order. */
const polledTimes: number[] = [];

/** The document the feed serves at a race time, as the poller receives it. */
const served = (raceTimeMs: number) => JSON.parse(JSON.stringify(snapshotAt(recording, raceTimeMs)));

function livePoller(db = database.db, url = feed.url) {
  return new FeedPoller({
    db,
    url: `${url}/live/WEC/data.json`,
    timeoutMs: 5000,
    publisher: new LivePublisher(redis.connect('client'), busKeys(redis.prefix), 100, logger),
    logger,
    recorder: new LiveRecorder(logger, KEYFRAME_INTERVAL),
  });
}

async function pollFrames(poller: FeedPoller, frames: number) {
  for (let frame = 0; frame < frames; frame++) {
    const raceTimeMs = feed.clock.raceTimeMs();
    expect(await poller.pollOnce()).toMatchObject({ status: 'applied' });
    polledTimes.push(raceTimeMs);
  }
}

const control = (body: object) =>
  fetch(`${feed.url}/control`, {
    method: 'POST',
    headers: { ...feedControlHeaders, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const recordingsOf = (db = database.db) =>
  db
    .selectFrom('recordings')
    .select(['id', 'kind', 'session_id', 'name', 'cars', 'laps', 'drivers', 'duration_ms', 'size_bytes'])
    .execute();

async function storedRows() {
  const [stored] = await recordingsOf();
  return database.db
    .selectFrom('recording_snapshots')
    .select(['seq', 'race_time_ms', 'keyframe', 'body'])
    .where('recording_id', '=', stored?.id ?? '')
    .orderBy('seq')
    .execute();
}

beforeAll(async () => {
  recording = await readRecording2025();
  redis = createTestRedis();
  database = await createTestDatabase();
  feed = await startFeed({ recording, clock: { startMs: FROM, stepMs: STEP } });
}, 120_000);
afterAll(async () => {
  await feed?.close();
  await database?.drop();
  await redis?.cleanup();
});

describe('recording a live session', () => {
  it('stores one snapshot recording for the session, one row per distinct document, exactly as polled', async () => {
    await pollFrames(livePoller(), 30);

    const [stored, ...others] = await recordingsOf();
    expect(others).toEqual([]);
    expect(stored).toMatchObject({ kind: 'snapshots', session_id: SESSION_2025, cars: 62 });
    const rows = await storedRows();
    expect(rows.map((row) => row.seq)).toEqual(polledTimes.map((_, i) => i + 1));
    expect(rows.map((row) => row.race_time_ms)).toEqual(polledTimes);
    expect(rows.map((row) => row.keyframe)).toEqual(keyframes(polledTimes.length));
    expect(stored?.size_bytes).toBe(rows.reduce((sum, row) => sum + row.body.length, 0));
    expect(stored?.duration_ms).toBe(polledTimes.at(-1));

    const decoded = decodeSnapshots(rows);
    expect(decoded.map((document) => JSON.stringify(document))).toEqual(
      polledTimes.map((time) => JSON.stringify(served(time))),
    );
    const last = served(polledTimes.at(-1) as number) as { entries: { lap: number; drivers: unknown[] }[] };
    expect(stored?.laps).toBe(last.entries.reduce((sum, entry) => sum + entry.lap, 0));
    expect(stored?.drivers).toBe(last.entries.reduce((sum, entry) => sum + entry.drivers.length, 0));
  });

  it('stores nothing more when the same frame is polled again, by the same poller or after a restart', async () => {
    const last = polledTimes.at(-1) as number;
    expect((await control({ paused: true, raceTime: last })).status).toBe(200);
    const before = await storedRows();
    const poller = livePoller();
    expect(await poller.pollOnce()).toEqual({ status: 'not-modified' });
    expect(await poller.pollOnce()).toEqual({ status: 'not-modified' });

    // The same document under a new identity (no ETag match, as after a feed restart) is still a repeat.
    const recorder = new LiveRecorder(logger, KEYFRAME_INTERVAL);
    const document = served(last);
    await database.db.transaction().execute((trx) =>
      recorder.record(trx, {
        sessionId: SESSION_2025,
        snapshot: parseSnapshot(document),
        document,
        observedAt: new Date(),
      }),
    );
    expect(await storedRows()).toEqual(before);
    expect((await control({ paused: false, raceTime: last + STEP })).status).toBe(200);
  });

  it('goes on after a restart from where the recording stands', async () => {
    await pollFrames(livePoller(), 10);
    const rows = await storedRows();
    expect(rows.map((row) => row.race_time_ms)).toEqual(polledTimes);
    expect(rows.map((row) => row.keyframe)).toEqual(keyframes(polledTimes.length));
    expect(decodeSnapshots(rows).map((document) => JSON.stringify(document))).toEqual(
      polledTimes.map((time) => JSON.stringify(served(time))),
    );
  });

  it('loses no poll when the recording cannot be written, and records again once it can', async () => {
    const rowsBefore = (await storedRows()).length;
    await sql`ALTER TABLE recording_snapshots ADD CONSTRAINT refuse_new CHECK (seq <= ${sql.lit(rowsBefore)})`.execute(
      database.db,
    );
    const poller = livePoller();
    const missedAt = feed.clock.raceTimeMs();
    expect(await poller.pollOnce()).toMatchObject({ status: 'applied' });
    expect(await cursorRaceTime(database)).toBe(missedAt);
    expect(await storedRows()).toHaveLength(rowsBefore);

    await sql`ALTER TABLE recording_snapshots DROP CONSTRAINT refuse_new`.execute(database.db);
    await pollFrames(poller, 2);
    const rows = await storedRows();
    // The content hash, chained over the rows, survived the restart and the failed write.
    const chained = rows.reduce(
      (hash, row) => createHash('sha256').update(hash).update(row.body).digest('hex'),
      '',
    );
    const [stored] = await database.db.selectFrom('recordings').select('content_sha256').execute();
    expect(stored?.content_sha256).toBe(chained);
    expect(rows.map((row) => row.race_time_ms)).toEqual(polledTimes);
    expect(rows.map((row) => row.keyframe)).toEqual(keyframes(polledTimes.length));
    expect(decodeSnapshots(rows).map((document) => JSON.stringify(document))).toEqual(
      polledTimes.map((time) => JSON.stringify(served(time))),
    );
  });

  it('plays the recording: the document polled at or before each race time, marked as a replay when asked', async () => {
    const [stored] = await recordingsOf();
    const player = await loadRecordingPlayer(database.db, stored?.id as string);
    expect(player).toMatchObject({
      recordingId: stored?.id,
      eventName: '24 Heures du Mans 2025',
      organiserSessionId: Number(SESSION_2025),
      durationMs: polledTimes.at(-1),
    });
    const expectAt = (raceTimeMs: number, polledAt: number, replay: boolean) => {
      const expected = served(polledAt);
      expected.params.replay = replay;
      expect(JSON.stringify(player?.documentAt(raceTimeMs, { replay }))).toBe(JSON.stringify(expected));
    };
    expectAt(0, polledTimes[0] as number, true);
    expectAt(polledTimes[5] as number, polledTimes[5] as number, false);
    expectAt((polledTimes[20] as number) + 2999, polledTimes[20] as number, true);
    expectAt((polledTimes.at(-1) as number) + 60_000, polledTimes.at(-1) as number, false);
    // Back to the start after the end: rebuilt from the keyframe again.
    expectAt((polledTimes[1] as number) + 1, polledTimes[1] as number, true);
    expect(await readSnapshotRows(database.db, stored?.id as string)).toHaveLength(polledTimes.length);
  });

  it('is listed by `npm run cli -- recordings`', async () => {
    const cli = async (...args: string[]) => {
      const { stdout } = await run('npm', ['run', '--silent', 'cli', '--', 'recordings', ...args], {
        cwd: repositoryRoot,
        env: { ...process.env, DATABASE_URL: database.url },
      });
      return stdout.trim();
    };
    const [, row, ...rest] = (await cli()).split('\n');
    expect(rest).toEqual([]);
    expect(row).toMatch(
      /^24 Heures du Mans 2025 — Course \(direct\) +24 Heures du Mans 2025 +11:0\d:\d\d +62 +\d+ +\d+ Ko /,
    );
    const json = JSON.parse((await cli('--json')).split('\n').at(-1) ?? '') as { recordings: unknown[] };
    const [stored] = await recordingsOf();
    expect(json.recordings).toEqual([
      expect.objectContaining({
        id: stored?.id,
        kind: 'snapshots',
        duration_ms: polledTimes.at(-1),
        cars: 62,
      }),
    ]);
  });
});

it('records nothing of a session flagged as a replay', async () => {
  const replayDatabase = await createTestDatabase();
  const replayFeed = await startFeed({ recording, clock: { startMs: FROM, stepMs: STEP }, replay: true });
  try {
    const poller = livePoller(replayDatabase.db, replayFeed.url);
    for (let poll = 0; poll < 3; poll++) expect(await poller.pollOnce()).toMatchObject({ status: 'applied' });
    expect(await cursorRaceTime(replayDatabase)).toBe(FROM + 2 * STEP);
    expect(await recordingsOf(replayDatabase.db)).toEqual([]);
    const rows = await replayDatabase.db.selectFrom('recording_snapshots').selectAll().execute();
    expect(rows).toEqual([]);
  } finally {
    await replayFeed.close();
    await replayDatabase.drop();
  }
});
