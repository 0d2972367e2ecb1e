import { execFile, execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.ts';

const run = promisify(execFile);

/** Where Debian installs the server's programs; the shared server is this version too. */
const BIN = '/usr/lib/postgresql/15/bin';
const SERVER_USER = 'postgres';

/**
 * A PostgreSQL primary and its streaming replica of one test's own, on free ports, that the test may cut off,
 * stop and promote: the shared server serves every other test file running at the same time and must never
 * go down. Both trust every connection from 127.0.0.1; nothing is kept once `stop` has run.
 */
export interface PostgresCluster {
  primaryPort: number;
  replicaPort: number;
  primaryUrl(database: string): string;
  replicaUrl(database: string): string;
  /** The two hosts in one URL, the primary first, for clients that find the writable one themselves. */
  bothHostsUrl(database: string): string;
  /** Ends every client connection on the servers still running (replication is left alone). */
  terminateConnections(): Promise<void>;
  /** Stops the primary at once, as a crash: no checkpoint, every connection cut. */
  stopPrimary(): Promise<void>;
  /** Makes the replica a primary and waits until it accepts writes. */
  promoteReplica(): Promise<void>;
  /** How many bytes of the primary's WAL the replica has yet to replay (while both run). */
  replicaLagBytes(): Promise<number>;
  /** Stops both servers and removes their data. */
  stop(): Promise<void>;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const root = await mkdtemp(join(tmpdir(), 'lemans-pg-cluster-'));
  const { stdout } = await run('id', ['-u', SERVER_USER]);
  const uid = Number(stdout.trim());
  const { stdout: gidText } = await run('id', ['-g', SERVER_USER]);
  await chown(root, uid, Number(gidText.trim()));

  const primary = { dir: join(root, 'primary'), port: await freePort(), running: false };
  const replica = { dir: join(root, 'replica'), port: await freePort(), running: false };
  const urlOf = (port: number, database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;

  const asServerUser = (program: string, args: string[]) =>
    // The server refuses to run as root; its working directory must be one the server user may enter.
    run('runuser', ['-u', SERVER_USER, '--', join(BIN, program), ...args], { cwd: root });

  const startServer = async (server: typeof primary) => {
    const options = [
      `-p ${server.port}`,
      `-k ${root}`,
      '-c listen_addresses=127.0.0.1',
      '-c wal_level=replica',
      '-c max_wal_senders=4',
      '-c hot_standby=on',
      // A crash of the server process (what the tests do) loses nothing the kernel holds; the machine is
      // not expected to crash mid-test.
      '-c fsync=off',
      '-c full_page_writes=off',
    ].join(' ');
    await asServerUser('pg_ctl', [
      'start',
      '-w',
      '-t',
      '60',
      '-D',
      server.dir,
      '-l',
      `${server.dir}.log`,
      '-o',
      options,
    ]);
    server.running = true;
  };

  const stopServer = async (server: typeof primary) => {
    if (!server.running) return;
    server.running = false;
    await asServerUser('pg_ctl', ['stop', '-w', '-m', 'immediate', '-D', server.dir]);
  };

  const query = async <Row extends pg.QueryResultRow>(port: number, text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: urlOf(port, 'postgres') });
    // A server stopped under the test's feet ends this connection; that is reported through the query.
    client.on('error', () => {});
    await client.connect();
    try {
      return (await client.query<Row>(text, values)).rows;
    } finally {
      await client.end().catch(() => {});
    }
  };

  // pg_ctl leaves the servers running on their own: a test process that ends without `stop` (a crash, an
  // interrupted run) stops them as it exits rather than leave them behind.
  const stopOnExit = () => {
    for (const server of [primary, replica]) {
      if (!server.running) continue;
      const args = [
        '-u',
        SERVER_USER,
        '--',
        join(BIN, 'pg_ctl'),
        'stop',
        '-m',
        'immediate',
        '-D',
        server.dir,
      ];
      try {
        execFileSync('runuser', args, { cwd: root, stdio: 'ignore' });
      } catch {}
    }
    rmSync(root, { recursive: true, force: true });
  };
  process.once('exit', stopOnExit);
  const cleanUp = async () => {
    process.off('exit', stopOnExit);
    await Promise.allSettled([stopServer(primary), stopServer(replica)]);
    await rm(root, { recursive: true, force: true });
  };

  try {
    await asServerUser('initdb', [
      '-D',
      primary.dir,
      '-U',
      SERVER_USER,
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    await startServer(primary);
    await asServerUser('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      SERVER_USER,
      '-D',
      replica.dir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    await startServer(replica);
    await waitUntil(
      async () => (await query(primary.port, 'SELECT 1 FROM pg_stat_replication')).length === 1,
      'la réplique ne suit pas le primaire',
    );
  } catch (error) {
    await cleanUp();
    throw error;
  }

  const running = () => [primary, replica].filter((server) => server.running);

  return {
    primaryPort: primary.port,
    replicaPort: replica.port,
    primaryUrl: (database) => urlOf(primary.port, database),
    replicaUrl: (database) => urlOf(replica.port, database),
    bothHostsUrl: (database) =>
      `postgres://postgres@127.0.0.1:${primary.port},127.0.0.1:${replica.port}/${database}`,
    async terminateConnections() {
      await Promise.all(
        running().map((server) =>
          query(
            server.port,
            `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
              WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
          ),
        ),
      );
    },
    stopPrimary: () => stopServer(primary),
    async promoteReplica() {
      await asServerUser('pg_ctl', ['promote', '-w', '-t', '60', '-D', replica.dir]);
      await waitUntil(
        async () =>
          (await query<{ r: boolean }>(replica.port, 'SELECT pg_is_in_recovery() AS r'))[0]?.r === false,
        'la réplique promue reste en lecture seule',
      );
    },
    async replicaLagBytes() {
      const [replayed] = await query<{ lsn: string }>(
        replica.port,
        'SELECT pg_last_wal_replay_lsn()::text AS lsn',
      );
      const [lag] = await query<{ bytes: string }>(
        primary.port,
        'SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::bigint::text AS bytes',
        [replayed?.lsn],
      );
      return Math.max(0, Number(lag?.bytes));
    },
    stop: cleanUp,
  };
}

async function waitUntil(condition: () => Promise<boolean>, failure: string): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(100)) {
    if (await condition().catch(() => false)) return;
  }
  throw new Error(failure);
}
