import { withDatabaseName } from '@lemans/platform';
import pg from 'pg';

/** Statements that create or drop databases, run from the server's maintenance database. */
async function onServer(serverUrl: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabaseName(serverUrl, 'postgres') });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

export function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  return onServer(serverUrl, (client) => {
    const from = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : '';
    return client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${from}`);
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
    for (const deadline = Date.now() + CLOSING_GRACE_MS; Date.now() < deadline; ) {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  });
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
