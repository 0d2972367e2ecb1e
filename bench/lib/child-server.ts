import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ChildServer {
  url: string;
  /** CPU time (user + system, ms) the server process has used so far, from /proc. */
  cpuMs(): Promise<number>;
  /** Resident memory of the server process (bytes), from /proc. */
  rssBytes(): Promise<number>;
  stop(): Promise<void>;
}

/** A server process of the bench's own, which it may also crash. */
export interface ChildProcessServer extends ChildServer {
  /** Ends the process at once (SIGKILL), as a crash: nothing closed, nothing cleaned up. */
  kill(): Promise<void>;
}

/**
 * Runs a server under test in its own process, so that the load generator does not share its event loop,
 * and waits until `readyPath` answers on `port`.
 */
export async function startChildServer(
  entry: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  readyPath: string,
): Promise<ChildProcessServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`${entry} s'est arrêté (code ${child.exitCode}) avant d'écouter`);
    const answered = await fetch(`${url}${readyPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (attempt > 200) throw new Error(`${entry} ne répond pas sur ${url}`);
    await sleep(100);
  }
  return {
    url,
    cpuMs: () => processCpuMs(child.pid as number),
    rssBytes: () => processRssBytes(child.pid as number),
    async kill() {
      child.kill('SIGKILL');
      if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
    },
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
    },
  };
}

export async function processCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 per second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function processRssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  return Number(kilobytes) * 1024;
}
