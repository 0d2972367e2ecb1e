import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { parseRaceTime } from '@lemans/contract/timing';
import { migrateToLatest } from '@lemans/migrations';
import { createDb } from '@lemans/platform';
import { type LapRecording, readRecordingFile } from '@lemans/race';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { type ApiProcess, startApiProcess } from '../../support/api-process.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { freePort } from '../../support/free-port.ts';
import { createDatabase } from '../../support/postgres-admin.ts';
import { type PostgresCluster, startPostgresCluster } from '../../support/postgres-cluster.ts';
import { parsePrometheusText, sampleSum } from '../../support/prometheus-text.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedFeed, startFeed } from '../feed/start-feed.ts';
import {
  cursorRaceTime,
  lapsOf,
  RECORDING_2025,
  SESSION_2025,
  spawnIngest,
  truncated,
  waitFor,
} from '../ingest/replay-harness.ts';

/**
 * The real ingest and API processes on a PostgreSQL primary and its streaming replica, both named in
 * DATABASE_URL, while the 2025 race plays: mid-race every connection is terminated, then the primary is
 * stopped and the replica promoted. Neither process exits, the live frames resume within 10 s of the
 * promotion, and the session's laps are those of an uninterrupted import of the same documents: the
 * documents read while no server took writes were held and appended in order.
 */

const FROM = parseRaceTime('14:00:00') as number;
const UNTIL = parseRaceTime('14:25:00') as number;
/**
 * How much of the race ingest reads while no server takes writes: more than two laps of any car (3 min 26 s
 * at best), so that a document not held would cost laps their times.
 */
const OUTAGE_RACE_MS = 480_000;
const DATABASE = 'lemans';
/** The API says its frame is stale past this: soon after ingest stops publishing. */
const STALE_MS = 2000;
/** The bound from the promotion to the next live frame. */
const RESUME_MS = 10_000;

let recording: LapRecording;
let cluster: PostgresCluster;
let redis: TestRedis;
let feed: StartedFeed;
let ingest: ChildProcess;
let api: ApiProcess;
let reference: TestDatabase;
const exits: string[] = [];
let ingestOutput = '';

beforeAll(async () => {
  recording = truncated(await readRecordingFile(RECORDING_2025), UNTIL);
  redis = createTestRedis();
  cluster = await startPostgresCluster();
  await createDatabase(cluster.primaryUrl('postgres'), DATABASE);
  await migrateToLatest(cluster.primaryUrl(DATABASE));
  reference = await createTestDatabase();
  await ingestRecording(reference.db, recording, { fromMs: FROM, batchSize: 1 });
}, 300_000);

afterAll(async () => {
  if (ingest && ingest.exitCode === null && ingest.signalCode === null) {
    const exited = once(ingest, 'exit');
    ingest.kill('SIGTERM');
    await exited;
  }
  await api?.stop();
  await feed?.close();
  await redis?.cleanup();
  await reference?.drop();
  await cluster?.stop();
});

/** The session's state on whichever server is the primary now, through a pool that finds it. */
function onPrimary() {
  const db = createDb(cluster.bothHostsUrl(DATABASE), { max: 1 });
  return { db, name: DATABASE, url: cluster.bothHostsUrl(DATABASE), drop: () => db.destroy() };
}

async function liveEtag(): Promise<string | null> {
  const response = await fetch(`${api.url}/api/live`);
  await response.arrayBuffer();
  return response.status === 200 ? response.headers.get('etag') : null;
}

async function metric(url: string, name: string): Promise<number> {
  return sampleSum(parsePrometheusText(await (await fetch(`${url}/metrics`)).text()), name);
}

const LOST = 'lemans_postgres_connection_errors_total';

describe('a PostgreSQL failover in the middle of the race', () => {
  it('ends no process, resumes the frames within 10 s of the promotion, and loses no lap', async () => {
    feed = await startFeed({ recording, clock: { startMs: FROM, stepMs: 3000 } });
    const ingestUrl = `http://127.0.0.1:${await freePort()}`;
    ingest = spawnIngest({
      port: Number(new URL(ingestUrl).port),
      databaseUrl: cluster.bothHostsUrl(DATABASE),
      redisUrl: inject('redisUrl'),
      redisPrefix: redis.prefix,
      feedUrl: `${feed.url}/live/WEC/data.json`,
      stderr: 'pipe',
    });
    ingest.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      ingestOutput += chunk;
    });
    ingest.on('exit', (code, signal) => exits.push(`ingest (${code ?? signal})`));
    api = await startApiProcess({
      databaseUrl: cluster.bothHostsUrl(DATABASE),
      redisUrl: inject('redisUrl'),
      redisPrefix: redis.prefix,
      env: { FEED_STALE_MS: String(STALE_MS) },
    });
    api.child.on('exit', (code, signal) => exits.push(`api (${code ?? signal})`));
    const primary = onPrimary();
    try {
      await waitFor(async () => (await cursorRaceTime(primary)) >= FROM + 300_000, 'le milieu de la course');
      await waitFor(async () => (await liveEtag()) !== null, 'une première trame servie par l’API');

      // The API's pool holds the connection its figures' ping used; every one of them is cut.
      expect(await metric(api.url, LOST)).toBe(0);
      await cluster.terminateConnections();
      await waitFor(async () => (await metric(api.url, LOST)) >= 1, 'la connexion perdue comptée par l’API');
      const cut = await cursorRaceTime(primary);
      await waitFor(async () => (await cursorRaceTime(primary)) > cut, 'ingest écrivant de nouveau');

      const lostByIngest = await metric(ingestUrl, LOST);
      await cluster.stopPrimary();
      const stoppedAt = feed.clock.raceTimeMs();
      // Its pool's idle connections, ended with the server, are counted, not fatal.
      await waitFor(
        async () => (await metric(ingestUrl, LOST)) > lostByIngest,
        'les connexions perdues comptées par ingest',
      );
      // With no server taking writes: the API serves what it holds, saying how old, and says why it is not
      // ready; ingest reads on and holds what it reads.
      await waitFor(async () => {
        const body = (await (await fetch(`${api.url}/api/live`)).json()) as {
          stale?: boolean;
          age_s?: number;
        };
        return body.stale === true && typeof body.age_s === 'number';
      }, 'la trame dite périmée');
      await waitFor(async () => {
        const response = await fetch(`${api.url}/api/ready`);
        const body = (await response.json()) as { checks?: { postgres?: { ok: boolean } }; error?: string };
        return (
          response.status === 503 && body.checks?.postgres?.ok === false && /Postgres/.test(body.error ?? '')
        );
      }, 'l’API non prête, pour Postgres');
      await waitFor(
        () => feed.clock.raceTimeMs() >= stoppedAt + OUTAGE_RACE_MS,
        'ingest lisant le flux pendant la panne',
      );
      const heldEtag = await liveEtag();

      await cluster.promoteReplica();
      await waitFor(async () => (await liveEtag()) !== heldEtag, 'une trame après la promotion', RESUME_MS);

      await waitFor(async () => (await cursorRaceTime(primary)) === UNTIL, 'la fin de la fenêtre', 300_000);
      await waitFor(async () => {
        const body = (await (await fetch(`${api.url}/api/ready`)).json()) as {
          checks?: { postgres?: { ok: boolean } };
        };
        return body.checks?.postgres?.ok === true;
      }, 'Postgres de nouveau prêt pour l’API');

      expect(exits, ingestOutput + api.output()).toEqual([]);
      const laps = await lapsOf(primary);
      expect(laps).toEqual(await lapsOf(reference));
      const lapEvents = await primary.db
        .selectFrom('events')
        .select('stream_position')
        .where('stream_id', '=', `session-${SESSION_2025}`)
        .where('type', '=', 'LapCompleted')
        .execute();
      expect(lapEvents).toHaveLength(laps.length);
      const positions = await primary.db
        .selectFrom('events')
        .select('stream_position')
        .where('stream_id', '=', `session-${SESSION_2025}`)
        .orderBy('stream_position')
        .execute();
      expect(positions.map((row) => row.stream_position)).toEqual(positions.map((_, i) => i + 1));
      expect(timingFileLapsInWindow().length).toBeGreaterThan(300);
      expect(timedLapsInWindow(laps)).toEqual(timingFileLapsInWindow());
    } finally {
      await primary.drop();
    }
  }, 600_000);
});

/** The laps completed within the window, with their times, as the organiser's timing file has them. */
function timingFileLapsInWindow(): string[] {
  const laps: string[] = [];
  for (const car of recording.cars) {
    car.laps.lap.forEach((lap, i) => {
      const crossed = car.laps.elapsedMs[i] ?? 0;
      if (crossed > FROM && crossed <= UNTIL) laps.push(`${car.number} ${lap} ${car.laps.timeMs[i]}`);
    });
  }
  return laps.sort();
}

function timedLapsInWindow(laps: Awaited<ReturnType<typeof lapsOf>>): string[] {
  const window = new Set(timingFileLapsInWindow().map((line) => line.split(' ').slice(0, 2).join(' ')));
  return laps
    .filter((lap) => window.has(`${lap.number} ${lap.lap_number}`))
    .map((lap) => `${lap.number} ${lap.lap_number} ${lap.lap_time_ms}`)
    .sort();
}
