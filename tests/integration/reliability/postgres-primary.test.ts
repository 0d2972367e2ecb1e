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
let lostConnections = 0;
const lost = {
  inc: () => {
    lostConnections += 1;
  },
};
const { logger, lines } = capturedLogger();

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const setup = createDb(cluster.primaryUrl('postgres'), { max: 1 });
  await sql`CREATE TABLE laps (n int)`.execute(setup);
  await setup.destroy();
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
    const before = lostConnections;
    await cluster.terminateConnections();
    await expect.poll(() => lostConnections, { timeout: 30_000 }).toBeGreaterThan(before);
    expect(lines.filter((line) => line.level === WARN).map((line) => line.msg)).toContain(
      'connexion PostgreSQL perdue : une nouvelle sera ouverte à la prochaine requête',
    );
    await write(primaryFirst, 3);
    await write(replicaFirst, 4);
  });

  it('drops a connection whose write is refused as read-only, and finds the primary again', async () => {
    const one = createDb(cluster.bothHostsUrl('postgres'), { max: 1 });
    const admin = createDb(cluster.primaryUrl('postgres'), { max: 1 });
    const pid = async () =>
      (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(one)).rows[0]?.pid;
    const readOnly = async (on: boolean) => {
      await sql
        .raw(
          `ALTER SYSTEM ${on ? 'SET default_transaction_read_only = on' : 'RESET default_transaction_read_only'}`,
        )
        .execute(admin);
      await sql`SELECT pg_reload_conf()`.execute(admin);
    };
    const outcome = () =>
      write(one, 0).then(
        () => 'écrit',
        (error: { code?: string }) => error.code,
      );
    try {
      const before = await pid();
      // What a demoted primary does to the connections left on it.
      await readOnly(true);
      await expect.poll(outcome, { timeout: 30_000 }).toBe('25006');
      await readOnly(false);
      await expect.poll(outcome, { timeout: 30_000 }).toBe('écrit');
      expect(await pid()).not.toBe(before);
      await sql`DELETE FROM laps WHERE n = 0`.execute(admin);
    } finally {
      await Promise.all([one.destroy(), admin.destroy()]);
    }
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
