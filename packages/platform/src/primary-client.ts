import pg from 'pg';
import { type PostgresHost, postgresHostsOf, urlForHost } from './postgres-url.ts';
import { StandbyServerError } from './primary-pool.ts';

/**
 * A client of its own on the URL's primary: the first of its servers that answers and is not in recovery
 * (a URL of one server: that one, unchecked). Throws the last server's reason when none is. The caller ends
 * it; its errors once connected are the caller's to hear.
 */
export async function connectToPrimary(url: string, timeoutMs?: number): Promise<pg.Client> {
  const hosts = postgresHostsOf(url);
  let lastError: unknown;
  for (const host of hosts) {
    const client = new pg.Client({
      connectionString: hosts.length === 1 ? url : urlForHost(url, host),
      connectionTimeoutMillis: timeoutMs,
    });
    // A server that ends the connection while it is being checked fails the check, not the process.
    client.on('error', () => {});
    try {
      await client.connect();
      if (hosts.length > 1) await refuseStandby(client, host);
      return client;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => {});
    }
  }
  throw lastError;
}

async function refuseStandby(client: pg.Client, host: PostgresHost): Promise<void> {
  const { rows } = await client.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby');
  if (rows[0]?.standby) throw new StandbyServerError(host);
}
