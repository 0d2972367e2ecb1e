import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const TEMPLATE = fileURLToPath(new URL('../../deploy/nginx/templates/lemans.conf.template', import.meta.url));
const START_TIMEOUT_MS = 10_000;

export interface NginxOptions {
  /** The built site (web/dist). */
  siteRoot: string;
  /** host:port of each API process. */
  api: string[];
  /** host:port of each realtime process. */
  realtime: string[];
  /** The port to listen on (a free one unless told). */
  port?: number;
  /**
   * Worker processes (1 unless told). Several share the port with `reuseport`, the kernel spreading the
   * connections between them: how a crowd larger than one process's open files limit gets in.
   */
  workers?: number;
  /** Connections each worker holds at most, visitors' and upstream ones alike (8192 unless told). */
  workerConnections?: number;
}

export interface StartedNginx {
  port: number;
  url: string;
  /** The master process and its workers, for what they cost. */
  pids(): Promise<number[]>;
  /** The log of errors nginx wrote, for a failing test. */
  errors(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The production proxy on this machine's nginx (Debian's package): the compose layout's template
 * (deploy/nginx/templates) rendered as the official image renders it, with this run's processes as its
 * servers, in a main configuration of its own under a temporary directory.
 */
export async function startNginx(options: NginxOptions): Promise<StartedNginx> {
  const dir = await mkdtemp(join(tmpdir(), 'lemans-nginx-'));
  const port = options.port ?? (await freePort());
  const workers = options.workers ?? 1;
  const servers = (addresses: string[]) =>
    addresses.map((address) => `server ${address} max_fails=1 fail_timeout=5s;`).join('\n  ');
  const site = renderTemplate(await readFile(TEMPLATE, 'utf8'), {
    LEMANS_LISTEN: `127.0.0.1:${port}${workers > 1 ? ' reuseport' : ''}`,
    LEMANS_SITE_ROOT: options.siteRoot,
    LEMANS_API_SERVERS: servers(options.api),
    LEMANS_REALTIME_SERVERS: servers(options.realtime),
    LEMANS_RESOLVER: '',
    LEMANS_CACHE_DIR: join(dir, 'cache'),
  });
  const errorLog = join(dir, 'error.log');
  const conf = join(dir, 'nginx.conf');
  await writeFile(
    conf,
    [
      // As root (CI), the workers would otherwise run as nobody, who cannot read the checkout.
      process.getuid?.() === 0 ? 'user root;' : '',
      `worker_processes ${workers};`,
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      `events { worker_connections ${options.workerConnections ?? 8192}; }`,
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(dir, kind)};`,
      ),
      site,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn('nginx', ['-p', dir, '-c', conf, '-e', errorLog, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const errors = () => readFile(errorLog, 'utf8').catch(() => stderr);
  try {
    await listening(child, port);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`nginx n'a pas démarré : ${(err as Error).message}\n${stderr}${await errors()}`);
  }
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    errors,
    async pids() {
      const master = child.pid as number;
      const children = await readFile(`/proc/${master}/task/${master}/children`, 'utf8').catch(() => '');
      return [master, ...children.split(' ').filter(Boolean).map(Number)];
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        // Fast shutdown: open sockets are closed at once.
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** envsubst as the official image runs it: every `${NAME}` of the template given, nginx's own `$name` left. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`variable du gabarit nginx sans valeur : ${name}`);
    return value;
  });
}

async function listening(child: ChildProcess, port: number): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx s'est arrêté (code ${child.exitCode})`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(50);
  }
  throw new Error(`rien n'écoute sur le port ${port} après ${START_TIMEOUT_MS} ms`);
}
