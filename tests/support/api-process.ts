import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const API_MAIN = fileURLToPath(new URL('../../services/api/src/main.ts', import.meta.url));
const START_TIMEOUT_MS = 60_000;

export interface ApiProcessSettings {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  /** Variables besides these (FEED_STALE_MS...). */
  env?: Record<string, string>;
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** What it wrote on stderr (warnings and worse), to say why it failed. */
  output(): string;
  stop(): Promise<void>;
}

/** The API as main.ts runs it, in a process of its own on a free port, once /api/health answers. */
export async function startApiProcess(settings: ApiProcessSettings): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', API_MAIN], {
    env: {
      ...process.env,
      API_PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: settings.databaseUrl,
      REDIS_URL: settings.redisUrl,
      REDIS_PREFIX: settings.redisPrefix,
      // The heavy reads in the API's own thread: no worker threads to start on a shared machine.
      API_READ_WORKERS: '0',
      LOG_LEVEL: 'warn',
      ...settings.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (
    !(await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`l'API ne répond pas sur le port ${port} :\n${stderr}`);
    }
    await sleep(100);
  }
  return {
    url,
    child,
    output: () => stderr,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
