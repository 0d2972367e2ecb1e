import { createDb, type Db, pingPostgres } from '@lemans/platform';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogger, WARN } from '../../support/captured-logger.ts';
import { type PostgresCluster, startPostgresCluster } from '../../support/postgres-cluster.ts';

/**
 * A pool on a URL naming a primary and its replica, through what a failover does to it: every connection
 * terminated, then the primary gone and the replica promoted. It never ends the process, counts what it
 * lost, and writes again on whichever server accepts writes.
 */

let cluster: PostgresCluster;
let replicaFirst: Db;
let primaryFirst: Db;
const lost = { count: 0, inc: () => {} };
lost.inc = () => {
  lost.count += 1;
};
const { logger, lines } = capturedLogger();

beforeAll(async () => {
  cluster = await startPostgresCluster();
  await sql`CREATE TABLE laps (n int)`.execute(createDb(cluster.primaryUrl('postgres'), { max: 1 }));
  primaryFirst = createDb(cluster.bothHostsUrl('postgres'), { max: 2, logger, connectionErrors: lost });
  // The replica named first: the pool must still find the primary.
  replicaFirst = createDb(
    `postgres://postgres@127.0.0.1:${cluster.replicaPort},127.0.0.1:${cluster.primaryPort}/postgres`,
    { max: 2 },
  );
});

afterAll(async () => {
  await Promise.allSettled([primaryFirst?.destroy(), replicaFirst?.destroy()]);
  await cluster?.stop();
});

const write = (db: Db, n: number) => sql`INSERT INTO laps VALUES (${n})`.execute(db);
const serverPort = async (db: Db) =>
  (await sql<{ port: number }>`SELECT inet_server_port() AS port`.execute(db)).rows[0]?.port;

describe('a pool on a primary and its replica', () => {
  it('writes on the primary whichever server the URL names first', async () => {
    await write(primaryFirst, 1);
    await write(replicaFirst, 2);
    expect(await serverPort(primaryFirst)).toBe(cluster.primaryPort);
    expect(await serverPort(replicaFirst)).toBe(cluster.primaryPort);
    expect(await pingPostgres(cluster.bothHostsUrl('lemans'))).toBeNull();
  });

  it('survives its connections terminated, says so, counts them, and writes again', async () => {
    const before = lost.count;
    await cluster.terminateConnections();
    await expect.poll(() => lost.count, { timeout: 30_000 }).toBeGreaterThan(before);
    expect(lines.filter((line) => line.level === WARN).map((line) => line.msg)).toContain(
      'connexion PostgreSQL perdue : une nouvelle sera ouverte à la prochaine requête',
    );
    await write(primaryFirst, 3);
    await write(replicaFirst, 4);
  });

  it('with the primary gone, fails its writes and tells readiness why, then writes on the promoted replica', async () => {
    await cluster.stopPrimary();
    await expect(write(primaryFirst, 5)).rejects.toThrow('réplique en lecture seule');
    expect(await pingPostgres(cluster.bothHostsUrl('lemans'))).toMatch(/réplique en lecture seule/);

    await cluster.promoteReplica();
    await write(primaryFirst, 5);
    await write(replicaFirst, 6);
    expect(await serverPort(primaryFirst)).toBe(cluster.replicaPort);
    const rows = await sql<{ n: number }>`SELECT n FROM laps ORDER BY n`.execute(primaryFirst);
    expect(rows.rows.map((row) => row.n)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await pingPostgres(cluster.bothHostsUrl('lemans'))).toBeNull();
  });
});
