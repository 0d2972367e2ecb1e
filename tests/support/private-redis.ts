import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { freePort } from './free-port.ts';

/**
 * A redis-server of one test's own, on a free port, that the test may kill and start again: the shared
 * Redis serves the other test files running at the same time and must never go down. Nothing is
 * persisted, so a restart comes back empty, as a Redis that lost its memory.
 */
export interface PrivateRedis {
  port: number;
  url: string;
  /** Whether the server process is running. */
  readonly running: boolean;
  /** SIGKILL, as a crash, and waits for the process to be gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty, and waits until it answers PING. */
  start(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;
  const alive = (child: ChildProcess | null): child is ChildProcess =>
    child !== null && child.exitCode === null && child.signalCode === null;

  const redis: PrivateRedis = {
    port,
    url,
    get running() {
      return alive(server);
    },
    async kill() {
      if (!alive(server)) return;
      const exited = once(server, 'exit');
      server.kill('SIGKILL');
      await exited;
    },
    async start() {
      if (alive(server)) throw new Error(`redis-server tourne déjà sur le port ${port}`);
      const child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        // Its working directory is where a dump would land: never the repository.
        { cwd: tmpdir(), stdio: 'ignore' },
      );
      let failure: Error | null = null;
      child.on('error', (err) => {
        failure = err;
      });
      server = child;
      const deadline = Date.now() + 10_000;
      while (!(await answersPing(url))) {
        if (failure || !alive(child)) {
          throw new Error(`redis-server n'a pas démarré sur le port ${port} : ${failure ?? 'arrêté'}`);
        }
        if (Date.now() > deadline) throw new Error(`redis-server ne répond pas sur le port ${port}`);
        await sleep(50);
      }
    },
  };
  await redis.start();
  return redis;
}

async function answersPing(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
