import pg from 'pg';
import { type PostgresHost, postgresHostsOf, urlForHost } from './postgres-url.ts';

/** SQLSTATE of a write refused by a server in recovery: the connection is on a replica. */
const READ_ONLY_SQL_TRANSACTION = '25006';
/** A server that does not answer is left for the next one after this: libpq's `connect_timeout` role. */
const HOST_CONNECT_TIMEOUT_MS = 5000;

/** The server a connection reached is a replica (in recovery): writes go to the primary only. */
export class StandbyServerError extends Error {
  override name = 'StandbyServerError';

  constructor({ host, port }: PostgresHost) {
    super(`le serveur PostgreSQL ${host}:${port} est une réplique en lecture seule`);
  }
}

/**
 * Which of the URL's servers new connections try first: the last one found accepting writes. A
 * connection that fails on it moves every later one on to the next server, unless another has already.
 */
export class PrimaryHost {
  readonly hosts: readonly PostgresHost[];
  #index = 0;

  constructor(hosts: readonly PostgresHost[]) {
    this.hosts = hosts;
  }

  get index(): number {
    return this.#index;
  }

  /** The server at `index` refused, did not answer, or turned out to be a replica. */
  failed(index: number): void {
    if (this.#index === index) this.#index = (index + 1) % this.hosts.length;
  }
}

/**
 * A pool on the URL's primary. One server: a plain pg.Pool. Several (libpq's `host1:port1,host2:port2`,
 * which node-postgres does not read): every new connection goes to the server last found writable and
 * checks that it is not in recovery; one that is refused, does not answer or is a replica is given up for
 * the next server, each in turn once per checkout. A connection whose write is refused as read-only (its
 * server was demoted after a failover) is discarded on release, and the primary is looked for again.
 */
export function createPrimaryPool(url: string, config: Omit<pg.PoolConfig, 'connectionString'>): pg.Pool {
  const hosts = postgresHostsOf(url);
  if (hosts.length === 1) return new pg.Pool({ ...config, connectionString: url });
  const primary = new PrimaryHost(hosts);

  class HostClient extends pg.Client {
    readonly hostIndex: number;
    /** Whether a write was refused here as read-only: the pool drops the connection on release. */
    onStandby = false;

    constructor(options: pg.ClientConfig) {
      const index = primary.index;
      const host = hosts[index] as PostgresHost;
      super({
        ...options,
        connectionString: urlForHost(url, host),
        connectionTimeoutMillis: options.connectionTimeoutMillis ?? HOST_CONNECT_TIMEOUT_MS,
      });
      this.hostIndex = index;
    }

    // Every query's failure is watched, whatever the form the caller used; the caller still gets it.
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads of query are passed through as they are.
    override query(...args: any[]): any {
      const result = (super.query as (...args: unknown[]) => unknown)(...args);
      if (result instanceof Promise) {
        result.catch((error: { code?: string }) => {
          if (error?.code !== READ_ONLY_SQL_TRANSACTION) return;
          this.onStandby = true;
          primary.failed(this.hostIndex);
        });
      }
      return result;
    }
  }

  class PrimaryPool extends pg.Pool {
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads of connect (promise or callback) kept.
    override connect(callback?: (...args: any[]) => void): any {
      const found = this.#connectToPrimary();
      if (!callback) return found;
      found.then(
        (client) => callback(undefined, client, client.release),
        (error) => callback(error, undefined, () => {}),
      );
    }

    async #connectToPrimary(): Promise<pg.PoolClient> {
      let lastError: unknown;
      for (let attempt = 0; attempt < hosts.length; attempt++) {
        const index = primary.index;
        try {
          const client = (await super.connect()) as pg.PoolClient & HostClient;
          const release = client.release;
          client.release = (error?: Error | boolean) =>
            release(
              error ??
                (client.onStandby
                  ? new StandbyServerError(hosts[client.hostIndex] as PostgresHost)
                  : undefined),
            );
          return client;
        } catch (error) {
          primary.failed(index);
          lastError = error;
        }
      }
      throw lastError;
    }
  }

  return new PrimaryPool({
    ...config,
    Client: HostClient as unknown as new () => pg.ClientBase,
    async onConnect(client) {
      const { hostIndex } = client as HostClient;
      const { rows } = await client.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby');
      if (rows[0]?.standby) throw new StandbyServerError(hosts[hostIndex] as PostgresHost);
    },
  });
}
