import pg from 'pg';

/**
 * How far a streaming replica's replay is behind what it has received, in ms: the age of the last
 * transaction it replayed while WAL waits to be replayed, else 0 (an idle primary writes nothing, and a
 * replica with nothing to replay is up to date however old its last transaction). Null when it has WAL to
 * replay but has replayed nothing since it started. A server that is no replica answers 0.
 */
const LAG_QUERY = `
  SELECT CASE
           WHEN pg_last_wal_receive_lsn() IS DISTINCT FROM pg_last_wal_replay_lsn()
           THEN (extract(epoch FROM now() - pg_last_xact_replay_timestamp()) * 1000)::float8
           ELSE 0
         END AS lag_ms`;

/**
 * One check of a replica's lag on a connection of its own, with a short timeout, so that an unreachable
 * replica is known in seconds and a check never waits behind the reads. Rejects when the server does not
 * answer in time.
 */
export async function replicaLagMs(url: string, timeoutMs = 2000): Promise<number | null> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    application_name: 'lemans-api-replica-check',
  });
  // A connection cut during the check is reported by the check's own promise.
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ lag_ms: number | null }>(LAG_QUERY);
    const lag = rows[0]?.lag_ms;
    return lag === null || lag === undefined ? null : Math.max(0, lag);
  } finally {
    await client.end().catch(() => {});
  }
}
