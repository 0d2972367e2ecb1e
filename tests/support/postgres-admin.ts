import { withDatabaseName } from '@lemans/platform';
import pg from 'pg';

/** Statements that create or drop databases, run from the server's maintenance database. */
async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabaseName(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  return onServer(serverUrl, async (client) => {
    const from = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : '';
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${from}`);
  });
}

export function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  return onServer(serverUrl, async (client) => {
    const { rowCount } = await client.query('SELECT FROM pg_database WHERE datname = $1', [name]);
    return rowCount === 1;
  });
}

/** Renames a database once the connections being closed to it are gone (a rename needs none). */
export function renameDatabase(serverUrl: string, from: string, to: string): Promise<void> {
  return onServer(serverUrl, async (client) => {
    await waitForConnectionsToEnd(client, from);
    await client.query(
      `ALTER DATABASE ${client.escapeIdentifier(from)} RENAME TO ${client.escapeIdentifier(to)}`,
    );
  });
}

/**
 * Runs `fn` while holding a server-wide lock named `name`, which test processes running side by side take
 * in turn (a session advisory lock, released when its connection ends, should the process die).
 */
export function withServerLock(serverUrl: string, name: string, fn: () => Promise<void>): Promise<void> {
  return onServer(serverUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    await fn();
  });
}

/** How long a closed pool's sockets get to go before the drop ends them. */
const CLOSING_GRACE_MS = 5000;

/**
 * Drops the database even while clients are still connected to it (their connections are ended). A pool's
 * `end` resolves before its sockets are gone, and a socket the drop ends then fails in its process as an
 * uncaught error: the drop first waits, briefly, for the connections being closed to go.
 */
export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return onServer(serverUrl, async (client) => {
    await waitForConnectionsToEnd(client, name);
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  });
}

async function waitForConnectionsToEnd(client: pg.Client, name: string): Promise<void> {
  for (const deadline = Date.now() + CLOSING_GRACE_MS; Date.now() < deadline; ) {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Drops every database whose name starts with `prefix`: what a run leaves behind. */
export function dropDatabasesStartingWith(serverUrl: string, prefix: string): Promise<void> {
  return onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE ${client.escapeIdentifier(datname)} WITH (FORCE)`);
    }
  });
}
