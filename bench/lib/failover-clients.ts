import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type {
  ClientLog,
  FailoverProtocol,
  FailoverWorkerCommand,
  FailoverWorkerReply,
} from './failover-client-worker.ts';

const WORKER = fileURLToPath(new URL('./failover-client-worker.ts', import.meta.url));

/** Clients following the live session from worker processes, so that receiving does not share the bench's loop. */
export interface FailoverClients {
  /** Opens `count` clients, shared between the workers, each joining the live session; says how many could not connect. */
  connect(protocol: FailoverProtocol, url: string, count: number): Promise<number>;
  /**
   * Waits until every client received `frames` live frames after `after` (wall clock, ms), or `timeoutMs`
   * passed; says how many did.
   */
  waitForFrames(after: number, frames: number, timeoutMs: number): Promise<number>;
  /** What each client received so far. */
  logs(): Promise<ClientLog[]>;
  /** Closes every client, keeping the workers. */
  closeAll(): Promise<void>;
  stop(): Promise<void>;
}

export function startFailoverClients(workerCount: number): FailoverClients {
  const workers = Array.from({ length: workerCount }, () =>
    fork(WORKER, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  );
  const all = (command: (index: number) => FailoverWorkerCommand) =>
    Promise.all(workers.map((worker, index) => request(worker, command(index))));
  let opened = 0;
  return {
    async connect(protocol, url, count) {
      const replies = await all((index) => ({
        type: 'connect',
        protocol,
        url,
        count: Math.floor(count / workerCount) + (index < count % workerCount ? 1 : 0),
      }));
      const refused = replies.reduce(
        (sum, reply) => sum + (reply.type === 'connected' ? reply.refused : 0),
        0,
      );
      opened += count - refused;
      return refused;
    },
    async waitForFrames(after, frames, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const replies = await all(() => ({ type: 'count', after, frames }));
        const clients = replies.reduce(
          (sum, reply) => sum + (reply.type === 'counted' ? reply.clients : 0),
          0,
        );
        if (clients >= opened || Date.now() > deadline) return clients;
        await sleep(100);
      }
    },
    async logs() {
      const replies = await all(() => ({ type: 'logs' }));
      return replies.flatMap((reply) => (reply.type === 'logs' ? reply.logs : []));
    },
    async closeAll() {
      await all(() => ({ type: 'close' }));
      opened = 0;
    },
    async stop() {
      await Promise.all(
        workers.map(async (worker) => {
          worker.kill();
          if (worker.exitCode === null && worker.signalCode === null) await once(worker, 'exit');
        }),
      );
    },
  };
}

async function request(worker: ChildProcess, command: FailoverWorkerCommand): Promise<FailoverWorkerReply> {
  const replied = once(worker, 'message') as Promise<[FailoverWorkerReply]>;
  worker.send(command);
  const [reply] = await replied;
  return reply;
}

/** Waits until every client has received a few frames since `since`: the failover may then come. */
export async function everyClientFollowing(
  clients: FailoverClients,
  since: number,
  settings: { clients: number; framesAround: number; framesTimeoutMs: number },
): Promise<void> {
  const following = await clients.waitForFrames(since, settings.framesAround, settings.framesTimeoutMs);
  if (following < settings.clients) {
    throw new Error(`${following} clients sur ${settings.clients} reçoivent les trames en direct`);
  }
}
