import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { restartDelay } from './restart-backoff.ts';
import type { ServiceSpec } from './services.ts';

const STOP_TIMEOUT_MS = 10_000;
/**
 * A Ctrl-C in a terminal reaches the whole process group: npm and this process each get it, and npm
 * relays it once more. Signals this soon after the first are that same Ctrl-C, not a second one.
 */
const SAME_SIGNAL_MS = 1000;

/**
 * Runs the services as child processes, prefixing each output line with the service name. A service that
 * dies on its own is started again alone, after a wait that grows while it keeps dying (restart-backoff.ts):
 * the others keep serving, as they would beside it on other hosts. The first Ctrl-C (or SIGTERM) asks every
 * child to stop; a second one (a second later or more), or a child still running after the timeout, kills
 * them. Resolves with the exit code for the whole.
 */
export function superviseServices(services: readonly ServiceSpec[], env: NodeJS.ProcessEnv): Promise<number> {
  const children = new Map<string, ChildProcess>();
  const pendingRestarts = new Map<string, NodeJS.Timeout>();
  const lastDelay = new Map<string, number>();
  let stopping = false;
  let stoppedAt = 0;
  let failed = false;

  return new Promise((resolvePromise) => {
    const settleIfDone = () => {
      if (stopping && children.size === 0 && pendingRestarts.size === 0) resolvePromise(failed ? 1 : 0);
    };

    const stopAll = (signal: NodeJS.Signals) => {
      if (stopping) {
        if (signal === 'SIGKILL' || Date.now() - stoppedAt >= SAME_SIGNAL_MS) {
          for (const child of children.values()) child.kill('SIGKILL');
        }
        return;
      }
      stopping = true;
      stoppedAt = Date.now();
      console.log('Arrêt des services...');
      for (const timer of pendingRestarts.values()) clearTimeout(timer);
      pendingRestarts.clear();
      for (const child of children.values()) child.kill(signal);
      setTimeout(() => stopAll('SIGKILL'), STOP_TIMEOUT_MS).unref();
      settleIfDone();
    };
    process.on('SIGINT', () => stopAll('SIGTERM'));
    process.on('SIGTERM', () => stopAll('SIGTERM'));

    const start = (service: ServiceSpec) => {
      const startedAt = Date.now();
      const child = spawn(process.execPath, ['--import', 'tsx', service.entry], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.set(service.name, child);
      prefixLines(child, service.name);
      // `close` rather than `exit`: it comes once the child's output is read to the end, so that its
      // last lines (how it stopped) are printed before this process exits or starts it again.
      child.on('close', (code, signal) => {
        children.delete(service.name);
        if (stopping) {
          if (code !== 0 && signal !== 'SIGTERM') failed = true;
          settleIfDone();
          return;
        }
        const delayMs = restartDelay(lastDelay.get(service.name) ?? null, Date.now() - startedAt);
        lastDelay.set(service.name, delayMs);
        console.error(
          `[${service.name}] arrêté de lui-même (${signal ?? `code ${code}`}) : redémarrage dans ${delayMs / 1000} s`,
        );
        pendingRestarts.set(
          service.name,
          setTimeout(() => {
            pendingRestarts.delete(service.name);
            console.log(`[${service.name}] redémarrage`);
            start(service);
          }, delayMs),
        );
      });
    };
    for (const service of services) start(service);
  });
}

function prefixLines(child: ChildProcess, name: string): void {
  const label = `[${name}]`.padEnd(12);
  for (const [stream, write] of [
    [child.stdout, (line: string) => console.log(`${label}${line}`)],
    [child.stderr, (line: string) => console.error(`${label}${line}`)],
  ] as const) {
    if (stream) createInterface({ input: stream }).on('line', write);
  }
}
