import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const REALTIME_MAIN = fileURLToPath(new URL('../../services/realtime/src/main.ts', import.meta.url));
const START_TIMEOUT_MS = 60_000;

export interface RealtimeProcess {
  port: number;
  /** Resolves when the process has exited, whatever the cause. */
  readonly exited: Promise<void>;
  /** Sends a signal: SIGKILL as a crash does, SIGTERM as an orchestrator draining the node. */
  signal(name: NodeJS.Signals): void;
}

/** A realtime server in a process of its own, as main.ts runs it, once its health check answers. */
export async function startRealtimeProcess(
  port: number,
  redisUrl: string,
  redisPrefix: string,
): Promise<RealtimeProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', REALTIME_MAIN], {
    env: {
      ...process.env,
      REALTIME_PORT: String(port),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit').then(() => undefined);
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`le serveur temps réel s'est arrêté (code ${child.exitCode})`);
    const healthy = await fetch(`http://127.0.0.1:${port}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`le serveur temps réel ne répond pas sur le port ${port}`);
    }
    await sleep(100);
  }
  return {
    port,
    exited,
    signal: (name) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(name);
    },
  };
}
