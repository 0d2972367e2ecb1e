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
const MAIN = fileURLToPath(new URL('../../deploy/nginx/nginx.conf', import.meta.url));
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
   * The addresses or ranges of the load balancers in front whose X-Forwarded-For and -Proto nginx believes
   * (LEMANS_TRUSTED_PROXIES); none unless told, as when nginx faces the visitors.
   */
  trustedProxies?: string[];
  /** A site template other than the shipped one (an alternative a benchmark compares), with the same variables. */
  template?: string;
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
 * The production proxy on this machine's nginx (Debian's package): the shipped main configuration
 * (deploy/nginx/nginx.conf) and the site's template rendered as the official image renders it, with this
 * run's processes as its servers, under a temporary directory. Only paths and the user differ from what
 * ships (renderMainConfig): worker counts, connection limits and timeouts are the production ones.
 */
export async function startNginx(options: NginxOptions): Promise<StartedNginx> {
  const dir = await mkdtemp(join(tmpdir(), 'lemans-nginx-'));
  const port = options.port ?? (await freePort());
  const servers = (addresses: string[]) =>
    addresses.map((address) => `server ${address} max_fails=1 fail_timeout=5s;`).join('\n  ');
  const sitePath = join(dir, 'lemans.conf');
  await writeFile(
    sitePath,
    renderTemplate(await readFile(options.template ?? TEMPLATE, 'utf8'), {
      LEMANS_LISTEN: `127.0.0.1:${port}`,
      LEMANS_SITE_ROOT: options.siteRoot,
      LEMANS_API_SERVERS: servers(options.api),
      LEMANS_REALTIME_SERVERS: servers(options.realtime),
      LEMANS_RESOLVER: '',
      LEMANS_CACHE_DIR: join(dir, 'cache'),
      LEMANS_TRUSTED_PROXIES: (options.trustedProxies ?? [])
        .map((range) => `set_real_ip_from ${range};`)
        .join('\n  '),
    }),
  );
  const errorLog = join(dir, 'error.log');
  const conf = join(dir, 'nginx.conf');
  await writeFile(conf, renderMainConfig(await readFile(MAIN, 'utf8'), { dir, errorLog, sitePath }));
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

/**
 * The shipped main configuration with this run's paths: each line marked `# path` in it is replaced, so a
 * path line added there without a rule here fails loudly rather than writing into the machine's /var.
 */
export function renderMainConfig(
  main: string,
  paths: { dir: string; errorLog: string; sitePath: string },
): string {
  const replacements: [RegExp, string][] = [
    [/^pid .*$/, `pid ${join(paths.dir, 'nginx.pid')};`],
    [/^error_log .*$/, `error_log ${paths.errorLog} warn;`],
    [/^(\s*)access_log .*$/, '$1access_log off;'],
    [
      /^(\s*)include \/etc\/nginx\/conf\.d\/.*$/,
      [
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `$1${kind}_temp_path ${join(paths.dir, kind)};`,
        ),
        `$1include ${paths.sitePath};`,
      ].join('\n'),
    ],
  ];
  const lines = main.split('\n').map((line) => {
    if (line.startsWith('user ')) {
      // As root (CI), the workers would otherwise run as nginx, who cannot read the checkout; as anyone
      // else nginx cannot switch users at all.
      return process.getuid?.() === 0 ? 'user root;' : '';
    }
    if (!line.endsWith('# path')) return line;
    const rule = replacements.find(([pattern]) => pattern.test(line));
    if (!rule) throw new Error(`ligne de chemin de nginx.conf sans règle de rendu : ${line}`);
    return line.replace(/\s*# path$/, '').replace(rule[0], rule[1]);
  });
  return lines.join('\n');
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
