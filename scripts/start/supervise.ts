import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { ServiceSpec } from './services.ts';

const STOP_TIMEOUT_MS = 10_000;
/**
 * A Ctrl-C in a terminal reaches the whole process group: npm and this process each get it, and npm
 * relays it once more. Signals this soon after the first are that same Ctrl-C, not a second one.
 */
const SAME_SIGNAL_MS = 1000;

/**
 * Runs the services as child processes, prefixing each output line with the service name. The first
 * Ctrl-C (or SIGTERM) asks every child to stop; a second one (a second later or more), or a child still
 * running after the timeout, kills them. If a service dies on its own, the others are stopped too: a half-running site misleads.
 * Resolves with the exit code for the whole.
 */
export function superviseServices(services: readonly ServiceSpec[], env: NodeJS.ProcessEnv): Promise<number> {
  const children = new Map<string, ChildProcess>();
  let stopping = false;
  let stoppedAt = 0;
  let failed = false;

  return new Promise((resolvePromise) => {
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
      for (const child of children.values()) child.kill(signal);
      setTimeout(() => stopAll('SIGKILL'), STOP_TIMEOUT_MS).unref();
    };
    process.on('SIGINT', () => stopAll('SIGTERM'));
    process.on('SIGTERM', () => stopAll('SIGTERM'));

    for (const service of services) {
      const child = spawn(process.execPath, ['--import', 'tsx', service.entry], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.set(service.name, child);
      prefixLines(child, service.name);
      // `close` rather than `exit`: it comes once the child's output is read to the end, so that its
      // last lines (how it stopped) are printed before this process exits.
      child.on('close', (code, signal) => {
        children.delete(service.name);
        if (!stopping) {
          failed = true;
          console.error(
            `[${service.name}] arrêté de lui-même (${signal ?? `code ${code}`}) : arrêt des autres`,
          );
          stopAll('SIGTERM');
        } else if (code !== 0 && signal !== 'SIGTERM') {
          failed = true;
        }
        if (children.size === 0) resolvePromise(failed ? 1 : 0);
      });
    }
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
