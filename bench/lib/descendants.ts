import { readdir, readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

const REAP_WAIT_MS = 5000;

/**
 * Ends every process this one started, and theirs (servers, client workers, nginx and its workers, browsers),
 * as an abandoned benchmark leaves them: with them go their sockets and open files, which the next
 * benchmark needs. The whole tree is read before anything is killed, so that no orphan escapes it.
 */
export async function endDescendants(): Promise<void> {
  const pids = await descendantsOf(process.pid);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  // A killed process stays listed until its parent reaps it (or, its parent killed too, init does): wait
  // for that, a bounded time, so that their ports and files are free when the next benchmark starts.
  const until = Date.now() + REAP_WAIT_MS;
  while (Date.now() < until && (await descendantsOf(process.pid)).some((pid) => pids.includes(pid)))
    await sleep(50);
}

async function descendantsOf(pid: number): Promise<number[]> {
  const children = await childrenOf(pid);
  const below = await Promise.all(children.map(descendantsOf));
  return [...children, ...below.flat()];
}

async function childrenOf(pid: number): Promise<number[]> {
  // Each thread lists the children it started.
  const threads = await readdir(`/proc/${pid}/task`).catch(() => []);
  const lists = await Promise.all(
    threads.map((thread) => readFile(`/proc/${pid}/task/${thread}/children`, 'utf8').catch(() => '')),
  );
  return lists.flatMap((list) => list.split(' ').filter(Boolean).map(Number));
}
