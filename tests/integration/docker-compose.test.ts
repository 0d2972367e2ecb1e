import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createServiceRegistry, httpMetrics, redisConnectionErrors } from '@lemans/metrics';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ApiMetrics } from '../../services/api/src/http/api-metrics.ts';
import { IngestMetrics } from '../../services/ingest/src/metrics/ingest-metrics.ts';
import { RealtimeMetrics } from '../../services/realtime/src/realtime-metrics.ts';
import { DEFAULT_LIMITS, stopTimeoutMs } from '../../services/realtime/src/server.ts';

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
  command?: string[];
  environment?: Record<string, string>;
  ports?: unknown[];
  profiles?: string[];
  volumes?: unknown[];
  healthcheck?: { test: string[] };
  ulimits?: { nofile?: { soft: number; hard: number } };
  stop_grace_period?: string;
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
    expect(checks.map(([name]) => name).sort()).toEqual(['api', 'feed', 'ingest', 'realtime']);
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

  it('gives a realtime process the time its drain takes before stopping it for good', async () => {
    const grace = (await services()).realtime?.stop_grace_period ?? '10s';
    const seconds = /^(\d+)s$/.exec(grace)?.[1];
    expect(seconds, grace).toBeDefined();
    expect(Number(seconds) * 1000).toBeGreaterThan(stopTimeoutMs(DEFAULT_LIMITS));
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

  it('runs Prometheus and Grafana under the monitoring profile only, on their files of deploy/monitoring', async () => {
    const all = await services();
    const monitoring = Object.entries(all)
      .filter(([, service]) => service.profiles?.includes('monitoring'))
      .map(([name]) => name)
      .sort();
    expect(monitoring).toEqual(['grafana', 'prometheus']);
    expect(all.prometheus?.image).toMatch(/^prom\/prometheus:/);
    expect(all.grafana?.image).toMatch(/^grafana\/grafana:/);
    // Prometheus asks for no password, Grafana's is admin unless set: both on the host's loopback alone.
    expect(JSON.stringify(all.prometheus?.ports)).toMatch(/127\.0\.0\.1.*9090/);
    expect(JSON.stringify(all.grafana?.ports)).toMatch(/127\.0\.0\.1.*3000/);
    const mounts = (name: string) => (all[name]?.volumes ?? []).map(String);
    expect(mounts('prometheus')).toContainEqual(
      expect.stringMatching(/deploy\/monitoring\/prometheus\.yml:\/etc\/prometheus\/prometheus\.yml:ro$/),
    );
    expect(all.prometheus?.command).toContain('--config.file=/etc/prometheus/prometheus.yml');
    expect(mounts('grafana')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/deploy\/monitoring\/grafana\/provisioning:\/etc\/grafana\/provisioning:ro$/),
        expect.stringMatching(/deploy\/monitoring\/grafana\/dashboards:\/etc\/lemans\/dashboards:ro$/),
      ]),
    );
  });
});

const monitoring = (...path: string[]) =>
  readFile(join(repositoryRoot, 'deploy', 'monitoring', ...path), 'utf8');

/** Every figure some service serves, by name, with its type, from the registries the services build. */
async function servedFigures(): Promise<Map<string, string>> {
  const unused = () => Promise.reject(new Error('non lu'));
  const feed = createServiceRegistry('feed');
  httpMetrics(feed);
  const registries = [
    new RealtimeMetrics(() => 0, redisConnectionErrors()).registry,
    new IngestMetrics().registry,
    new ApiMetrics({
      redisErrors: redisConnectionErrors(),
      queues: unused,
      pings: { postgres: unused, redis: unused },
    }).registry,
    feed,
  ];
  const figures = new Map<string, string>();
  for (const registry of registries) {
    for (const metric of registry.getMetricsAsArray()) figures.set(metric.name, String(metric.type));
  }
  return figures;
}

interface Panel {
  title: string;
  datasource?: { uid: string };
  targets?: { expr: string; datasource?: { uid: string } }[];
}

describe('the monitoring profile files', () => {
  it('have Prometheus scrape every service by its compose name, the scaled ones through DNS', async () => {
    const config = parse(await monitoring('prometheus.yml')) as {
      scrape_configs: {
        job_name: string;
        metrics_path?: string;
        dns_sd_configs?: { names: string[]; type: string; port: number }[];
        static_configs?: { targets: string[] }[];
      }[];
    };
    const jobs = Object.fromEntries(config.scrape_configs.map((job) => [job.job_name, job]));
    expect(Object.keys(jobs).sort()).toEqual(['api', 'feed', 'ingest', 'prometheus', 'realtime']);
    expect(jobs.api?.dns_sd_configs).toEqual([
      expect.objectContaining({ names: ['api'], type: 'A', port: 4020 }),
    ]);
    expect(jobs.realtime?.dns_sd_configs).toEqual([
      expect.objectContaining({ names: ['realtime'], type: 'A', port: 4030 }),
    ]);
    expect(jobs.ingest?.static_configs).toEqual([{ targets: ['ingest:4040'] }]);
    expect(jobs.feed?.static_configs).toEqual([{ targets: ['feed:4010'] }]);
    // /metrics, Prometheus' default path, is where every service serves its figures.
    for (const job of config.scrape_configs) expect(job.metrics_path, job.job_name).toBeUndefined();
  });

  it('has the dashboard query only figures the services serve, through the provisioned data source', async () => {
    const datasources = parse(
      await monitoring('grafana', 'provisioning', 'datasources', 'prometheus.yml'),
    ) as {
      datasources: { uid: string; url: string }[];
    };
    expect(datasources.datasources).toEqual([
      expect.objectContaining({ uid: 'lemans-prometheus', url: 'http://prometheus:9090' }),
    ]);
    const provider = parse(await monitoring('grafana', 'provisioning', 'dashboards', 'lemans.yml')) as {
      providers: { options: { path: string } }[];
    };
    expect(provider.providers[0]?.options.path).toBe('/etc/lemans/dashboards');

    const dashboard = JSON.parse(await monitoring('grafana', 'dashboards', 'lemans-live.json')) as {
      uid: string;
      panels: Panel[];
    };
    const queries = dashboard.panels.filter((panel) => panel.targets);
    expect(queries.length).toBeGreaterThan(15);
    const figures = await servedFigures();
    const queried = new Set<string>();
    for (const panel of queries) {
      expect(panel.datasource?.uid, panel.title).toBe('lemans-prometheus');
      for (const target of panel.targets ?? []) {
        expect(target.datasource?.uid, panel.title).toBe('lemans-prometheus');
        const names = target.expr.match(/\b(lemans|process|nodejs)_[a-z0-9_]+/g) ?? [];
        expect(names.length, target.expr).toBeGreaterThan(0);
        for (const name of names) {
          const histogram = /^(.*)_(bucket|count|sum)$/.exec(name)?.[1];
          const served =
            figures.has(name) || (histogram !== undefined && figures.get(histogram) === 'histogram');
          expect(served, `${panel.title} : ${name}`).toBe(true);
          queried.add(histogram && figures.get(histogram) === 'histogram' ? histogram : name);
        }
      }
    }
    // Every figure of our own is on the dashboard.
    const ours = [...figures.keys()].filter((name) => name.startsWith('lemans_'));
    expect(ours.filter((name) => !queried.has(name))).toEqual([]);
  });
});
