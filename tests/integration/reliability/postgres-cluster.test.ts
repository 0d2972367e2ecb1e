import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresCluster, startPostgresCluster } from '../../support/postgres-cluster.ts';

let cluster: PostgresCluster;

beforeAll(async () => {
  cluster = await startPostgresCluster();
});

afterAll(async () => {
  await cluster?.stop();
});

async function query<Row extends pg.QueryResultRow>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('the private primary and its streaming replica', () => {
  it('replays on the replica what the primary writes, read-only until promoted', async () => {
    await query(cluster.primaryUrl('postgres'), 'CREATE TABLE laps (n int)');
    await query(cluster.primaryUrl('postgres'), 'INSERT INTO laps SELECT generate_series(1, 100)');

    await expect
      .poll(
        () => query<{ n: number }>(cluster.replicaUrl('postgres'), 'SELECT count(*)::int AS n FROM laps'),
        {
          timeout: 30_000,
        },
      )
      .toEqual([{ n: 100 }]);
    await expect.poll(() => cluster.replicaLagBytes(), { timeout: 30_000 }).toBe(0);
    await expect(
      query(cluster.replicaUrl('postgres'), 'INSERT INTO laps VALUES (101)'),
    ).rejects.toMatchObject({
      code: '25006',
    });
  });

  it('cuts every client off, then lets the replica take over from a stopped primary', async () => {
    const client = new pg.Client({ connectionString: cluster.primaryUrl('postgres') });
    const ended = new Promise((resolve) => client.on('error', resolve));
    await client.connect();
    await cluster.terminateConnections();
    await expect(ended).resolves.toMatchObject({ code: '57P01' });

    await cluster.stopPrimary();
    await expect(query(cluster.primaryUrl('postgres'), 'SELECT 1')).rejects.toThrow();
    await cluster.promoteReplica();
    await query(cluster.replicaUrl('postgres'), 'INSERT INTO laps VALUES (101)');
    expect(await query(cluster.replicaUrl('postgres'), 'SELECT count(*)::int AS n FROM laps')).toEqual([
      { n: 101 },
    ]);
  });
});
