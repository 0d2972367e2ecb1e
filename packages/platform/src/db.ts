import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './db-schema.ts';
import type { Logger } from './logger.ts';
import { createPrimaryPool } from './primary-pool.ts';

export type Db = Kysely<Database>;
/** What repository functions take, so that callers choose whether they run inside a transaction. */
export type DbOrTrx = Kysely<Database> | Transaction<Database>;

export interface DbOptions {
  /** Pool size; pg's default (10) when omitted. */
  max?: number;
  /** Shown in pg_stat_activity, to tell services apart on a shared server. */
  applicationName?: string;
  /** Where a connection lost while idle is reported; a CLI run may do without. */
  logger?: Logger;
  /** Counts each lost connection (`lemans_postgres_connection_errors_total` in the services' figures). */
  connectionErrors?: { inc(): void };
}

/**
 * A Kysely database on the URL's primary (several hosts may be named: primary-pool.ts). A connection the
 * server ends (a restart, a failover, a pooler's timeout, pg_terminate_backend) is reported and counted,
 * never left to end the process as an unhandled 'error' event: the pool drops it and opens a new one for
 * the next query.
 */
export function createDb(url: string, options: DbOptions = {}): Db {
  const pool = createPrimaryPool(url, {
    max: options.max,
    application_name: options.applicationName,
    // Every query here reads or writes a page's worth of rows in milliseconds; JIT compilation, which the
    // planner switches on from an estimated cost (and mis-estimates on views over fresh tables), would add
    // tens of milliseconds to each.
    options: '-c jit=off',
    types: { getTypeParser },
  });
  // A connection ended between two queries of a transaction errs outside the pool's watch: every client
  // gets its own listener, which also reports the idle ones (the pool's own listener would count them twice).
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      options.connectionErrors?.inc();
      options.logger?.warn(
        { err },
        'connexion PostgreSQL perdue : une nouvelle sera ouverte à la prochaine requête',
      );
    });
  });
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/*
 * Positions, sequence numbers and durations are bigint columns whose values stay far below 2^53,
 * so they are read as numbers rather than pg's default strings. A value past the safe range is
 * refused instead of silently rounded. Configured per pool so that no other pg user is affected.
 */
function getTypeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === pg.types.builtins.INT8 && format !== 'binary') return parseInt8;
  return pg.types.getTypeParser(oid, format);
}

function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Entier bigint hors de la plage exacte d'un nombre JavaScript : ${text}`);
  }
  return value;
}
