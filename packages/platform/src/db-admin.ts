import type pg from 'pg';
import { parsePostgresUrl, withUrlChange } from './postgres-url.ts';
import { connectToPrimary } from './primary-client.ts';

/** The database named in a connection URL (its path). */
export function databaseNameOf(url: string): string {
  const name = decodeURIComponent(parsePostgresUrl(url).pathname.slice(1));
  if (!name) throw new Error(`L'URL de la base de données ne nomme aucune base : ${redactUrl(url)}`);
  return name;
}

/** The same server and credentials, but another database. */
export function withDatabaseName(url: string, name: string): string {
  return withUrlChange(url, (target) => {
    target.pathname = `/${encodeURIComponent(name)}`;
  });
}

export async function databaseExists(url: string): Promise<boolean> {
  return withMaintenanceClient(url, (client) => exists(client, databaseNameOf(url)));
}

/**
 * Creates the database named in `url` when the server does not have it yet, connecting to the
 * `postgres` maintenance database since the target cannot be connected to before it exists.
 * Returns whether it was created. Two processes racing to create it are both fine.
 */
export async function createDatabaseIfMissing(url: string): Promise<boolean> {
  const name = databaseNameOf(url);
  return withMaintenanceClient(url, async (client) => {
    if (await exists(client, name)) return false;
    try {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      return true;
    } catch (error) {
      if (isConcurrentCreation(error)) return false;
      throw error;
    }
  });
}

async function withMaintenanceClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = await connectToPrimary(withDatabaseName(url, 'postgres'));
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function exists(client: pg.Client, name: string): Promise<boolean> {
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return rowCount === 1;
}

// duplicate_database, or the unique index of pg_database when both creations overlap
function isConcurrentCreation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === '42P04' || code === '23505';
}

/** The URL with its password masked, for messages and logs. */
export function redactUrl(url: string): string {
  return withUrlChange(url, (parsed) => {
    if (parsed.password) parsed.password = '***';
  });
}
