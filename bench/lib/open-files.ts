/**
 * The open files each process of a benchmark may hold on this machine, read when the benchmark runs, as the
 * holders of its clients' sockets (level-sizing.ts).
 */
import { readFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { count, type SocketHolder } from './level-sizing.ts';

/** The main context the benchmarks' nginx runs (tests/support/nginx.ts renders it with their paths). */
const NGINX_MAIN = fileURLToPath(new URL('../../deploy/nginx/nginx.conf', import.meta.url));
/** Files a process holds besides its clients' sockets: listeners, logs, Redis, IPC, pipes, its modules. */
const RESERVED = 100;
/** CAP_SYS_RESOURCE, which lets a process raise its limit past the hard one (nginx's worker_rlimit_nofile). */
const CAP_SYS_RESOURCE = 24n;

interface Limits {
  /** The soft limit, which this process's children inherit (Node raised it to the hard one as it started). */
  soft: number;
  hard: number;
  /** Whether a child may raise its own limit past `hard`, and up to what. */
  raiseTo: number | null;
}

async function limits(): Promise<Limits> {
  const [table, status, nrOpen] = await Promise.all([
    readFile('/proc/self/limits', 'utf8'),
    readFile('/proc/self/status', 'utf8'),
    readFile('/proc/sys/fs/nr_open', 'utf8').catch(() => ''),
  ]);
  const [, soft = 'unlimited', hard = 'unlimited'] = /^Max open files\s+(\S+)\s+(\S+)/m.exec(table) ?? [];
  const asNumber = (text: string) => (text === 'unlimited' ? Number.POSITIVE_INFINITY : Number(text));
  const capabilities = BigInt(`0x${/^CapEff:\s+([0-9a-f]+)$/m.exec(status)?.[1] ?? '0'}`);
  const mayRaise = ((capabilities >> CAP_SYS_RESOURCE) & 1n) === 1n;
  return {
    soft: asNumber(soft),
    hard: asNumber(hard),
    raiseTo: mayRaise ? asNumber(nrOpen.trim() || 'unlimited') : null,
  };
}

/** Node processes of the benchmark's own (servers, client workers), which hold `perClient` sockets a client. */
export async function nodeProcesses(name: string, processes: number, perClient = 1): Promise<SocketHolder> {
  // Node raises its soft limit to the hard one as it starts, whatever it inherits.
  const { hard } = await limits();
  return {
    name: `each of the ${processes} ${name}`,
    count: processes,
    slots: hard,
    bound: `open-file limit ${count(hard)}`,
    perClient,
    reserved: RESERVED,
    spread: 'even',
  };
}

/**
 * The workers of the shipped nginx as the benchmarks start it: `worker_processes` of them sharing the port
 * (`reuseport`: the kernel hashes each connection to one), each holding a client's connection and the one to
 * the server behind it, within `worker_connections` and within the open files it gets: `worker_rlimit_nofile`
 * when the machine lets it raise its limit that far, else the limit it inherits (nginx logs the refused
 * setrlimit and goes on).
 */
export async function nginxWorkers(): Promise<SocketHolder> {
  const [config, { soft, hard, raiseTo }] = await Promise.all([readFile(NGINX_MAIN, 'utf8'), limits()]);
  const directive = (name: string) => new RegExp(`^\\s*${name}\\s+(\\S+);`, 'm').exec(config)?.[1];
  const workersText = directive('worker_processes') ?? '1';
  // nginx's `auto` is the number of CPUs online.
  const workers = workersText === 'auto' ? cpus().length : Number(workersText);
  const wanted = Number(directive('worker_rlimit_nofile') ?? Number.NaN);
  const files = Number.isNaN(wanted) ? soft : wanted <= Math.max(hard, raiseTo ?? 0) ? wanted : soft;
  const connections = Number(directive('worker_connections') ?? 512);
  const byFiles = files <= connections;
  return {
    name: `each of the ${workers} nginx workers`,
    count: workers,
    slots: Math.min(files, connections),
    bound: byFiles ? `open-file limit ${count(files)}` : `worker_connections ${count(connections)}`,
    perClient: 2,
    reserved: RESERVED,
    spread: 'hashed',
  };
}
