import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const dockerCompose = (process.env.PATH ?? '')
  .split(delimiter)
  .map((directory) => join(directory, 'docker-compose'))
  .find((candidate) => existsSync(candidate));

// On a developer workstation the tool is optional; CI (LEMANS_CI=1) must have every optional tool.
const required = process.env.LEMANS_CI === '1';
if (!dockerCompose && !required)
  console.warn('docker-compose absent : validation de docker-compose.yml ignorée');

const SECRET = 'secret-de-pilotage-de-compose';
/** The services that run the application's image, each with its own command. */
const APPLICATION = ['migrate', 'feed', 'ingest', 'api', 'realtime', 'web'];

interface ComposeService {
  image?: string;
  environment?: Record<string, string>;
  ports?: unknown[];
  profiles?: string[];
  volumes?: unknown[];
  healthcheck?: { test: string[] };
  ulimits?: { nofile?: { soft: number; hard: number } };
}

/** `docker-compose config`: the file as compose runs it, anchors merged and variables replaced. */
async function composeConfig(env: Record<string, string>, ...args: string[]) {
  if (!dockerCompose)
    throw new Error('docker-compose absent alors que LEMANS_CI=1 : installez le paquet Debian');
  const run = promisify(execFile);
  return run(dockerCompose, ['-f', 'docker-compose.yml', 'config', ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, ...env },
  });
}

async function services(env: Record<string, string> = {}): Promise<Record<string, ComposeService>> {
  const { stdout } = await composeConfig({
    FEED_CONTROL_SECRET: SECRET,
    PORT: '',
    PUBLIC_ORIGIN: '',
    ...env,
  });
  return (parse(stdout) as { services: Record<string, ComposeService> }).services;
}

describe.skipIf(!dockerCompose && !required)('docker-compose.yml', () => {
  it('is a valid compose file', async () => {
    const result = await composeConfig({ FEED_CONTROL_SECRET: SECRET }, '-q');
    expect(result.stderr).toBe('');
  });

  it('refuses to run without FEED_CONTROL_SECRET, saying how to set it', async () => {
    await expect(composeConfig({ FEED_CONTROL_SECRET: '' }, '-q')).rejects.toMatchObject({
      stderr: expect.stringContaining('FEED_CONTROL_SECRET'),
    });
    await expect(composeConfig({ FEED_CONTROL_SECRET: '' }, '-q')).rejects.toMatchObject({
      stderr: expect.stringContaining('openssl rand -base64 24'),
    });
  });

  it('publishes the proxy alone: the other services are reached inside the compose network', async () => {
    const all = await services();
    const published = Object.entries(all)
      .filter(([, service]) => service.ports !== undefined && service.profiles === undefined)
      .map(([name]) => name);
    expect(published).toEqual(['proxy']);
    // The Node site server is for development only.
    expect(all.web?.profiles).toEqual(['dev']);
    for (const name of APPLICATION) {
      expect(all[name]?.environment?.HOST, name).toBe('0.0.0.0');
    }
  });

  it('gives the control secret to the feed and ingest only', async () => {
    const all = await services();
    const holders = Object.entries(all)
      .filter(([, service]) => service.environment?.FEED_CONTROL_SECRET !== undefined)
      .map(([name]) => name)
      .sort();
    expect(holders).toEqual(['feed', 'ingest']);
    expect(all.feed?.environment?.FEED_CONTROL_SECRET).toBe(SECRET);
    expect(all.ingest?.environment?.FEED_CONTROL_SECRET).toBe(SECRET);
  });

  it('points ingest at the feed container for the live document, the replays and the catalogue', async () => {
    expect((await services()).ingest?.environment).toMatchObject({
      ORGANISER_FEED_URL: 'http://feed:4010/live/WEC/data.json',
      REPLAY_FEED_URL: 'http://feed:4010',
      CATALOGUE_URL: 'http://feed:4010/catalogue',
    });
  });

  it('lets the API and realtime services scale: no fixed port, the proxy resolving every replica', async () => {
    const all = await services();
    expect(all.api?.ports).toBeUndefined();
    expect(all.realtime?.ports).toBeUndefined();
    expect(all.proxy?.image).toMatch(/^nginx:/);
    expect(all.proxy?.environment).toMatchObject({
      LEMANS_API_SERVERS: expect.stringContaining('server api:4020 resolve'),
      LEMANS_REALTIME_SERVERS: expect.stringContaining('server realtime:4030 resolve'),
      LEMANS_RESOLVER: expect.stringContaining('resolver 127.0.0.11'),
    });
  });

  it("has the API believe the site server's forwarded client address", async () => {
    expect((await services()).api?.environment?.TRUST_PROXY).toBe('uniquelocal');
  });

  it('checks health on the loopback, where every server also listens with HOST=0.0.0.0', async () => {
    const all = await services();
    const checks = Object.entries(all).filter(
      ([name, service]) => APPLICATION.includes(name) && service.healthcheck?.test.join(' ').includes('http'),
    );
    expect(checks.map(([name]) => name).sort()).toEqual(['api', 'feed', 'realtime']);
    for (const [name, service] of checks) {
      expect(service.healthcheck?.test.join(' '), name).toMatch(/http:\/\/127\.0\.0\.1:\d+\//);
    }
  });

  it('runs the proxy on the shipped main configuration, with the open files it is sized for', async () => {
    const all = await services();
    const volumes = (all.proxy?.volumes ?? []).map(String);
    expect(volumes).toContainEqual(
      expect.stringMatching(/deploy\/nginx\/nginx\.conf:\/etc\/nginx\/nginx\.conf:ro$/),
    );
    const main = await readFile(join(repositoryRoot, 'deploy', 'nginx', 'nginx.conf'), 'utf8');
    const directive = (name: string) => Number(new RegExp(`^\\s*${name} (\\d+);`, 'm').exec(main)?.[1]);
    const connections = directive('worker_connections');
    // Each fan holds two connections, each an open file, and every worker opens files of its own.
    expect(directive('worker_rlimit_nofile')).toBeGreaterThan(2 * connections);
    for (const name of ['proxy', 'realtime']) {
      expect(all[name]?.ulimits?.nofile?.soft, name).toBeGreaterThanOrEqual(
        directive('worker_rlimit_nofile'),
      );
    }
  });

  it("lets the site's pages open the socket on whatever port or origin the site is published", async () => {
    const byDefault = await services();
    expect(byDefault.proxy?.ports).toEqual([expect.objectContaining({ published: 8080, target: 8080 })]);
    expect(byDefault.realtime?.environment).toMatchObject({ PORT: '8080', PUBLIC_ORIGIN: '' });
    const moved = await services({ PORT: '9101', PUBLIC_ORIGIN: 'https://live.example.fr' });
    expect(moved.proxy?.ports).toEqual([expect.objectContaining({ published: 9101, target: 8080 })]);
    expect(moved.realtime?.environment).toMatchObject({
      PORT: '9101',
      PUBLIC_ORIGIN: 'https://live.example.fr',
    });
  });
});
