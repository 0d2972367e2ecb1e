import { migrateToLatest } from '@lemans/migrations';
import { createDb, type Db } from '@lemans/platform';
import type { LapRecording } from '@lemans/race';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { readRecording2025 } from '../../support/live-seed.ts';
import { type PostgresCluster, startPostgresCluster } from '../../support/postgres-cluster.ts';
import { sampleSum, scrape } from '../../support/prometheus-text.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedApi, startApi } from './start-api.ts';

/**
 * DATABASE_READ_URL on a real streaming replica of a private primary: the heavy reads and the catalogue go
 * to the replica while it keeps up; replay paused on it while the primary is written, an API whose bound it
 * passes reads the primary (and sees what was written), one whose bound is an hour still reads the replica
 * (and does not), until replay resumes.
 */

const DATABASE = 'lemans';
/** Small, so that a paused replay passes it within a few checks. */
const MAX_LAG_MS = 500;
const CHECK_EVERY_MS = 100;
const WAIT_MS = 30_000;

let cluster: PostgresCluster;
let primary: Db;
let redis: TestRedis;
let recording: LapRecording;
/** Leaves a replica lagging more than half a second for the primary. */
let strict: StartedApi;
/** Keeps reading the replica through an hour of lag. */
let lenient: StartedApi;

async function onReplica(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: cluster.replicaUrl(DATABASE) });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Polls `condition` until it holds, generously: the replica and the checks run beside other tests. */
async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await condition().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`toujours pas : ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const readTarget = async (api: StartedApi) => {
  const families = await scrape(api.url);
  return sampleSum(families, 'lemans_api_read_target', { target: 'replica' }) === 1 ? 'replica' : 'primary';
};

/**
 * The reads' check of /api/ready and the checks that fail (the feed's may: no live frame comes in this
 * test). The reads' is never among them: a replica lagging or away leaves the API ready.
 */
const readyChecks = async (api: StartedApi) => {
  const body = (await (await api.get('/api/ready')).json()) as {
    checks: Record<string, { ok: boolean }> & { reads: { ok: boolean; target: string; detail: string } };
  };
  const failing = Object.entries(body.checks)
    .filter(([, check]) => !check.ok)
    .map(([name]) => name);
  return { failing, reads: body.checks.reads };
};

const categoryNames = async (api: StartedApi) =>
  ((await (await api.get('/api/categories')).json()) as { name: string }[]).map((category) => category.name);

beforeAll(async () => {
  cluster = await startPostgresCluster();
  await migrateToLatest(cluster.primaryUrl(DATABASE));
  primary = createDb(cluster.primaryUrl(DATABASE), { max: 4, applicationName: 'lemans-tests' });
  recording = await readRecording2025();
  await ingestRecording(primary, recording, {
    sessionId: 'avant',
    untilMs: 20 * 60_000,
    stepMs: 30_000,
    endsWithData: true,
  });
  await until(async () => (await cluster.replicaLagBytes()) === 0, 'la réplique a tout rejoué');
  redis = createTestRedis();
  const options = {
    db: primary,
    databaseUrl: cluster.primaryUrl(DATABASE),
    redisUrl: inject('redisUrl'),
    catalogueTtlMs: 0,
  };
  const replica = (maxLagMs: number) => ({
    url: cluster.replicaUrl(DATABASE),
    maxLagMs,
    checkEveryMs: CHECK_EVERY_MS,
  });
  // Prefixes of their own: each reads the database it was sent to, never the other's stored answers.
  [strict, lenient] = await Promise.all([
    startApi({
      ...options,
      redisPrefix: `${redis.prefix}:strict`,
      readWorkers: 1,
      readReplica: replica(MAX_LAG_MS),
    }),
    startApi({
      ...options,
      redisPrefix: `${redis.prefix}:lenient`,
      readWorkers: 0,
      readReplica: replica(3_600_000),
    }),
  ]);
}, 300_000);

afterAll(async () => {
  await strict?.close();
  await lenient?.close();
  await primary?.destroy();
  await redis?.cleanup();
  await cluster?.stop();
});

describe('heavy reads on a streaming replica', () => {
  it('reads from the replica while it keeps up, and says so', async () => {
    for (const api of [strict, lenient]) {
      await until(async () => (await readTarget(api)) === 'replica', 'lectures sur la réplique');
      const ready = await readyChecks(api);
      expect(ready.failing).not.toContain('reads');
      expect(ready.reads).toMatchObject({ ok: true, target: 'replica' });
      expect((await api.get('/api/sessions/avant/stints')).status).toBe(200);
    }
  });

  it('leaves a replica lagging past the bound for the primary until it has caught up', async () => {
    await onReplica('SELECT pg_wal_replay_pause()');
    try {
      await ingestRecording(primary, recording, {
        sessionId: 'apres',
        untilMs: 10 * 60_000,
        stepMs: 30_000,
        endsWithData: true,
      });
      await primary
        .insertInto('categories')
        .values({
          id: 990,
          name: 'REPLIQUE',
          label: 'Écrite pendant la pause',
          color: '#000000',
          position: 99,
        })
        .execute();
      await until(async () => (await readTarget(strict)) === 'primary', 'lectures sur le primaire');
      const families = await scrape(strict.url);
      expect(sampleSum(families, 'lemans_api_read_replica_lag_seconds')).toBeGreaterThan(MAX_LAG_MS / 1000);

      // What only the primary holds yet: the strict API reads it there, the lenient one on the replica does
      // not see it (polled: a check the busy machine lets time out sends it to the primary for a while).
      for (const path of ['/api/sessions/apres/stints', '/api/sessions/apres/report']) {
        expect((await strict.get(path)).status, path).toBe(200);
        await until(async () => (await lenient.get(path)).status === 404, `${path} lu sur la réplique`);
      }
      expect(await categoryNames(strict)).toContain('REPLIQUE');
      await until(
        async () => !(await categoryNames(lenient)).includes('REPLIQUE'),
        'catégories lues sur la réplique',
      );
      // Informational: the API is still ready, and says why it reads the primary.
      const ready = await readyChecks(strict);
      expect(ready.failing).not.toContain('reads');
      expect(ready.reads).toMatchObject({ ok: true, target: 'primary' });
      expect(ready.reads.detail).toMatch(/^réplique en retard de /);
    } finally {
      await onReplica('SELECT pg_wal_replay_resume()');
    }
    await until(async () => (await readTarget(strict)) === 'replica', 'retour sur la réplique rattrapée');
    await until(
      async () => (await lenient.get('/api/sessions/apres/stints')).status === 200,
      'la réplique a rejoué la session écrite pendant la pause',
    );
    expect(await categoryNames(lenient)).toContain('REPLIQUE');
    const families = await scrape(strict.url);
    expect(
      sampleSum(families, 'lemans_api_heavy_reads_computed_total', { target: 'primary' }),
    ).toBeGreaterThan(0);
  });

  it('reads from the primary when the replica cannot be reached', async () => {
    const unreachable = await startApi({
      db: primary,
      databaseUrl: cluster.primaryUrl(DATABASE),
      redisUrl: inject('redisUrl'),
      redisPrefix: `${redis.prefix}:injoignable`,
      readWorkers: 1,
      // Nothing listens on the discard port here: every check is refused.
      readReplica: {
        url: 'postgres://postgres@127.0.0.1:9/lemans',
        maxLagMs: MAX_LAG_MS,
        checkEveryMs: CHECK_EVERY_MS,
      },
    });
    try {
      await until(
        async () =>
          sampleSum(await scrape(unreachable.url), 'lemans_api_read_replica_check_failures_total') > 0,
        'un relevé de la réplique a échoué',
      );
      expect(await readTarget(unreachable)).toBe('primary');
      expect((await unreachable.get('/api/sessions/avant/stints')).status).toBe(200);
      const ready = await readyChecks(unreachable);
      expect(ready.failing).not.toContain('reads');
      expect(ready.reads.detail).toMatch(/^réplique injoignable, lectures sur le primaire/);
    } finally {
      await unreachable.close();
    }
  });
});
