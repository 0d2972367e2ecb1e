import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RedisTarget, SentinelAddress } from '@lemans/platform';
import { Redis } from 'ioredis';
import { freePort } from './free-port.ts';

/**
 * A Redis of one test's own watched by Sentinel, as production runs it: a primary, one replica and three
 * sentinels (`redis-server --sentinel`), each on a free port, their configuration files in a temporary
 * directory. The sentinels notice a dead primary after a second and promote the replica within a few: the
 * shared Redis serves the other test files and must never be the one killed.
 */
export interface RedisSentinelGroup {
  /** The group's name, REDIS_SENTINEL_NAME. */
  name: string;
  sentinels: readonly SentinelAddress[];
  /** What a service is configured with: REDIS_URL (its host unused), REDIS_SENTINELS, REDIS_SENTINEL_NAME. */
  env: { REDIS_URL: string; REDIS_SENTINELS: string; REDIS_SENTINEL_NAME: string };
  /** The same for createRedis. */
  target: RedisTarget;
  /** The port of the primary, as the first sentinel that answers names it. */
  primaryPort(): Promise<number>;
  /** SIGKILLs the current primary, as a crash; resolves with its port once its process is gone. */
  killPrimary(): Promise<number>;
  /** Resolves with the new primary's port once the sentinels name another than `formerPort` and it accepts writes. */
  promotion(formerPort: number, timeoutMs?: number): Promise<number>;
  /** Kills every process and removes the directory. */
  stop(): Promise<void>;
}

const NAME = 'lemans-test';
/** A second without an answer and the primary is taken for down; a failover may take 5 s before another is tried. */
const DOWN_AFTER_MS = 1000;
const FAILOVER_TIMEOUT_MS = 5000;

export async function startRedisSentinelGroup(): Promise<RedisSentinelGroup> {
  const dir = await mkdtemp(join(tmpdir(), 'lemans-sentinel-'));
  const processes = new Map<number, ChildProcess>();
  const stop = async () => {
    const alive = [...processes.values()].filter(
      (child) => child.exitCode === null && child.signalCode === null,
    );
    for (const child of alive) child.kill('SIGKILL');
    await Promise.all(alive.map((child) => once(child, 'exit')));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const primary = await freePort();
    const replica = await freePort();
    await startServer(processes, dir, primary, []);
    await startServer(processes, dir, replica, ['--replicaof', '127.0.0.1', String(primary)]);
    const sentinels: SentinelAddress[] = [];
    for (let index = 0; index < 3; index++) {
      const port = await freePort();
      const file = join(dir, `sentinel-${port}.conf`);
      // Sentinel rewrites its file as it learns the group: one writable file each.
      await writeFile(
        file,
        [
          `port ${port}`,
          'bind 127.0.0.1',
          `dir ${dir}`,
          `sentinel monitor ${NAME} 127.0.0.1 ${primary} 2`,
          `sentinel down-after-milliseconds ${NAME} ${DOWN_AFTER_MS}`,
          `sentinel failover-timeout ${NAME} ${FAILOVER_TIMEOUT_MS}`,
          `sentinel parallel-syncs ${NAME} 1`,
          '',
        ].join('\n'),
      );
      spawnOwned(processes, port, ['redis-server', file, '--sentinel'], dir);
      sentinels.push({ host: '127.0.0.1', port });
    }
    await waitUntil(() => groupFormed(sentinels, replica), 'le groupe Sentinel formé', 30_000);
    const sentinelsText = sentinels.map(({ host, port }) => `${host}:${port}`).join(',');
    const url = 'redis://sentinel-managed:6379';
    return {
      name: NAME,
      sentinels,
      env: { REDIS_URL: url, REDIS_SENTINELS: sentinelsText, REDIS_SENTINEL_NAME: NAME },
      target: { url, sentinel: { name: NAME, sentinels } },
      primaryPort: () => primaryNamed(sentinels),
      async killPrimary() {
        const port = await primaryNamed(sentinels);
        const child = processes.get(port);
        if (!child || child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`aucun redis-server de ce groupe sur le port ${port}`);
        }
        const exited = once(child, 'exit');
        child.kill('SIGKILL');
        await exited;
        return port;
      },
      async promotion(formerPort, timeoutMs = 30_000) {
        let promoted = formerPort;
        await waitUntil(
          async () => {
            promoted = await primaryNamed(sentinels).catch(() => formerPort);
            return promoted !== formerPort && (await acceptsWrites(promoted));
          },
          `la promotion d'un nouveau primaire à la place du port ${formerPort}`,
          timeoutMs,
        );
        return promoted;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function spawnOwned(processes: Map<number, ChildProcess>, port: number, command: string[], cwd: string) {
  const [file, ...args] = command as [string, ...string[]];
  const child = spawn(file, args, { cwd, stdio: 'ignore' });
  child.on('error', () => {});
  processes.set(port, child);
}

/** A data node, nothing persisted; its working directory is where a dump would land, never the repository. */
async function startServer(processes: Map<number, ChildProcess>, dir: string, port: number, extra: string[]) {
  spawnOwned(
    processes,
    port,
    [
      'redis-server',
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      ...extra,
    ],
    dir,
  );
  await waitUntil(
    () => answers(port, ['PING']).then((answer) => answer === 'PONG'),
    `redis-server sur ${port}`,
    10_000,
  );
}

/** Every sentinel knows the replica, in sync, and the two other sentinels: a failover can then be voted. */
async function groupFormed(sentinels: readonly SentinelAddress[], replicaPort: number): Promise<boolean> {
  const info = String(await answers(replicaPort, ['INFO', 'replication']));
  if (!info.includes('master_link_status:up')) return false;
  for (const { port } of sentinels) {
    const [master] = (await answers(port, ['SENTINEL', 'MASTERS'])) as string[][];
    const fields = new Map<string, string>();
    for (let i = 0; i + 1 < (master?.length ?? 0); i += 2)
      fields.set(master?.[i] ?? '', master?.[i + 1] ?? '');
    if (fields.get('num-slaves') !== '1' || fields.get('num-other-sentinels') !== '2') return false;
  }
  return true;
}

async function primaryNamed(sentinels: readonly SentinelAddress[]): Promise<number> {
  for (const { port } of sentinels) {
    const answer = await answers(port, ['SENTINEL', 'GET-MASTER-ADDR-BY-NAME', NAME]).catch(() => null);
    if (Array.isArray(answer) && answer[1]) return Number(answer[1]);
  }
  throw new Error('aucune sentinelle ne nomme de primaire');
}

async function acceptsWrites(port: number): Promise<boolean> {
  const role = (await answers(port, ['ROLE']).catch(() => null)) as unknown[] | null;
  return role?.[0] === 'master';
}

/** One command on a connection of its own that never retries: the answer, or a rejection. */
async function answers(port: number, [command, ...args]: string[]): Promise<unknown> {
  const probe = new Redis({
    port,
    host: '127.0.0.1',
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return await probe.call(command as string, ...args);
  } finally {
    probe.disconnect();
  }
}

async function waitUntil(condition: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`délai dépassé : ${what}`);
    await sleep(100);
  }
}
