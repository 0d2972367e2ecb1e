import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { mulberry32 } from '../services/feed/src/faults.ts';
import { startNginx } from '../tests/support/nginx.ts';
import { parsePrometheusText, sampleSum } from '../tests/support/prometheus-text.ts';
import type { ChildServer } from './lib/child-server.ts';
import { startLatencyProbe } from './lib/latency-probe.ts';
import { probedRace } from './lib/probed-race-api.ts';
import { type BenchSection, fixed, ratio, type Summary, summarise, table } from './lib/stats.ts';

const DURATION_S = 10;
const VISITORS = 200;
const RACE_MS = 24 * 3_600_000;
/** The probe is a ranking page's read of the live frame, asked far more often than a page does. */
const PROBE_INTERVAL_MS = 20;
const TARGETS = { api: 100, nginx: 50 };

interface Variant {
  name: string;
  /** API_READ_WORKERS: 0 is the API before its reads left the event loop. */
  readWorkers: number;
  viaNginx: boolean;
}

const VARIANTS: Variant[] = [
  { name: 'reads on the event loop (API_READ_WORKERS=0), API alone', readWorkers: 0, viaNginx: false },
  { name: 'reads in a worker thread (as shipped), API alone', readWorkers: 1, viaNginx: false },
  { name: 'reads on the event loop (API_READ_WORKERS=0), through nginx', readWorkers: 0, viaNginx: true },
  { name: 'reads in a worker thread (as shipped), through nginx', readWorkers: 1, viaNginx: true },
];

interface Measured {
  probe: Summary;
  probeStatuses: string;
  heavy: Pick<Summary, 'p50' | 'p99' | 'max'>;
  /** Of the answers (200) and of the refusals (503) apart: a refusal must come at once. */
  answeredP99: number;
  refusedP99: number;
  heavyStatuses: string;
  /** Heavy reads answered from the answers shared in Redis rather than computed. */
  sharedShare: number;
  /** Refusals the server made at once (the queue foretold the wait) and at the bound. */
  refusals: { foreseen: number; waited: number };
  /** Of the 503s, the share the server answered within 250 ms of their arrival, as it timed them. */
  refusedQuicklyShare: number;
  answersPerSecond: number;
  cpuMsPerRequest: number;
}

/**
 * 200 visitors reading what analysts read after a stint (analyses of every car or one, their CSV exports,
 * report pages, the report's trends, moments of the past) on the whole 2025 race, each from an address of
 * its own and within its limits, while a probe reads the live frame (GET /api/live) as the ranking does: the
 * live frame must not wait behind them. The same API process is measured with its heavy reads on its event
 * loop (API_READ_WORKERS=0, as before) and in a worker thread, alone and behind the shipped nginx, in one run;
 * the answers of both are checked equal first.
 */
export async function run(): Promise<BenchSection> {
  const probed = await probedRace('heavy-readers');
  const site = await mkdtemp(join(tmpdir(), 'lemans-bench-site-'));
  await writeFile(join(site, 'index.html'), '<!doctype html><title>Le Mans live</title>');
  try {
    const paths = readerPaths(
      probed.race.sessionId,
      probed.race.entries.map((entry) => entry.id),
    );
    const start = (variant: Variant) => probed.startApi({ API_READ_WORKERS: String(variant.readWorkers) });
    await sameAnswers(await start(VARIANTS[0] as Variant), await start(VARIANTS[1] as Variant), paths);
    const results: Measured[] = [];
    for (const variant of VARIANTS) {
      const api = await start(variant);
      const proxy = variant.viaNginx
        ? await startNginx({ siteRoot: site, api: [new URL(api.url).host], realtime: ['127.0.0.1:9'] })
        : null;
      try {
        await warm(api, paths.sample);
        results.push(await measure(api, proxy?.url ?? api.url, paths));
      } finally {
        await proxy?.stop();
        await api.stop();
      }
    }
    return report(results);
  } finally {
    await rm(site, { recursive: true, force: true });
    await probed.close();
  }
}

/** What the analysts ask, drawn with a fixed seed: each visitor's next read comes from it. */
function readerPaths(sessionId: string, entryIds: number[]) {
  const random = mulberry32(2025);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const session = `/api/sessions/${sessionId}`;
  const tables = ['stints', 'pit-stops', 'drive-times', 'battles'] as const;
  const one = () => `entry=${pick(entryIds)}`;
  return {
    next(): string {
      const draw = random();
      if (draw < 0.2) return `${session}/${pick(tables)}${random() < 0.5 ? '' : `?${one()}`}`;
      if (draw < 0.25) return `${session}/progress?entries=${pick(entryIds)},${pick(entryIds)}`;
      if (draw < 0.4) return `${session}/${pick(tables)}?format=csv${random() < 0.5 ? '' : `&${one()}`}`;
      if (draw < 0.6) return `${session}/report?page=${1 + Math.floor(random() * 400)}`;
      if (draw < 0.65) return `${session}/report/trends`;
      return `/api/live?sessionId=${sessionId}&at=${Math.floor(random() * RACE_MS)}`;
    },
    /** A read of each kind, for the check that both servers answer alike. */
    sample: [
      `${session}/stints`,
      `${session}/pit-stops?format=csv`,
      `${session}/drive-times?entry=${entryIds[0]}`,
      `${session}/battles?over=race&format=csv`,
      `${session}/progress?entries=${entryIds[0]},${entryIds[1]}`,
      `${session}/report?page=7`,
      `${session}/report/trends`,
      `/api/live?sessionId=${sessionId}&at=${12 * 3_600_000}`,
    ],
  };
}

async function sameAnswers(before: ChildServer, ours: ChildServer, paths: ReturnType<typeof readerPaths>) {
  try {
    const agent = new Agent();
    for (const path of paths.sample) {
      const [a, b] = await Promise.all([get(before.url + path, agent), get(ours.url + path, agent)]);
      if (a.status !== 200 || a.status !== b.status || !a.body.equals(b.body)) {
        throw new Error(`${path} : ${a.status} (${a.body.length} o) contre ${b.status} (${b.body.length} o)`);
      }
    }
  } finally {
    await before.stop();
    await ours.stop();
  }
}

/**
 * A read of each kind before the load, so that each row measures a server that has started its thread
 * and holds the race's analysis, as one does after its first minutes: a thread's start takes seconds on a
 * busy machine, a large part of a 10 s row.
 */
async function warm(api: ChildServer, sample: readonly string[]): Promise<void> {
  const agent = new Agent();
  try {
    for (const path of sample) await get(api.url + path, agent);
  } finally {
    agent.destroy();
  }
}

async function measure(
  api: ChildServer,
  url: string,
  paths: ReturnType<typeof readerPaths>,
): Promise<Measured> {
  const probe = await startLatencyProbe(`${url}/api/live`, PROBE_INTERVAL_MS, DURATION_S * 1000);
  const cpuBefore = await api.cpuMs();
  const samples: number[] = [];
  const byStatus = { answered: [] as number[], refused: [] as number[] };
  const statuses = new Map<string, number>();
  const until = performance.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: VISITORS }, async (_, visitor) => {
      // An address of its own on the loopback: through nginx too, each visitor is counted apart.
      const agent = new Agent({
        keepAlive: true,
        localAddress: `127.1.${visitor >> 8}.${(visitor & 255) + 1}`,
      });
      while (performance.now() < until) {
        const sent = performance.now();
        const answer = await get(url + paths.next(), agent).catch(() => null);
        const tookMs = performance.now() - sent;
        samples.push(tookMs);
        if (answer?.status === 200) byStatus.answered.push(tookMs);
        if (answer?.status === 503) byStatus.refused.push(tookMs);
        const status = answer ? String(answer.status) : 'failed';
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        const retryAfterS = answer?.retryAfterS ?? 0;
        if (retryAfterS > 0)
          await sleep(Math.min(retryAfterS * 1000, Math.max(0, until - performance.now())));
      }
      agent.destroy();
    }),
  );
  const cpuMs = (await api.cpuMs()) - cpuBefore;
  const probed = await probe.result;
  const summary = summarise(samples);
  const figures = parsePrometheusText(await (await fetch(`${api.url}/metrics`)).text());
  const cache = (outcome: string) => sampleSum(figures, 'lemans_api_heavy_read_cache_total', { outcome });
  const fromRedis = cache('hit') + cache('shared');
  return {
    probe: summarise(probed.samples),
    probeStatuses: statusesOf(new Map(Object.entries(probed.statuses))),
    heavy: { p50: summary.p50, p99: summary.p99, max: summary.max },
    answeredP99: summarise(byStatus.answered).p99,
    refusedP99: summarise(byStatus.refused).p99,
    sharedShare: fromRedis / Math.max(1, fromRedis + cache('miss') + cache('unavailable')),
    refusedQuicklyShare:
      sampleSum(figures, 'lemans_http_request_duration_seconds_bucket', { status_class: '5xx', le: '0.25' }) /
      Math.max(1, sampleSum(figures, 'lemans_http_request_duration_seconds_count', { status_class: '5xx' })),
    refusals: {
      foreseen: sampleSum(figures, 'lemans_api_heavy_reads_refused_total', { reason: 'foreseen' }),
      waited: sampleSum(figures, 'lemans_api_heavy_reads_refused_total', { reason: 'waited' }),
    },
    heavyStatuses: statusesOf(statuses),
    answersPerSecond: (statuses.get('200') ?? 0) / DURATION_S,
    cpuMsPerRequest: cpuMs / Math.max(1, samples.length),
  };
}

/** One GET as a browser sends it (gzip accepted), its body read whole. */
function get(url: string, agent: Agent): Promise<{ status: number; retryAfterS: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { 'accept-encoding': 'gzip' }, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          retryAfterS: Number(res.headers['retry-after'] ?? 0),
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('pas de réponse en 30 s')));
    req.on('error', reject);
    req.end();
  });
}

function report(results: Measured[]): BenchSection {
  const [beforeApi, oursApi, beforeNginx, oursNginx] = results as [Measured, Measured, Measured, Measured];
  const met = (value: number, target: number) =>
    `${fixed(value, 1)} ms (target ≤ ${target} ms: ${value <= target ? 'met' : 'not met'})`;
  return {
    title: `API: the live frame while ${VISITORS} visitors read analyses, CSV exports, reports and the past (${DURATION_S} s per row)`,
    markdown: [
      table(
        [
          'server',
          'probe p50 ms',
          'probe p99 ms',
          'probe max ms',
          'probe statuses',
          'heavy reads p50 ms',
          'heavy reads p99 ms',
          '200 p99 ms',
          '503 p99 ms',
          'heavy statuses',
          'refused at once / at the bound',
          '503s served within 250 ms',
          'from Redis',
          'answers/s',
          'API CPU ms/request',
        ],
        VARIANTS.map((variant, i) => {
          const result = results[i] as Measured;
          return [
            variant.name,
            fixed(result.probe.p50, 1),
            fixed(result.probe.p99, 1),
            fixed(result.probe.max, 1),
            result.probeStatuses,
            fixed(result.heavy.p50, 0),
            fixed(result.heavy.p99, 0),
            fixed(result.answeredP99, 0),
            fixed(result.refusedP99, 0),
            result.heavyStatuses,
            `${result.refusals.foreseen} / ${result.refusals.waited}`,
            `${fixed(result.refusedQuicklyShare * 100, 0)} %`,
            `${fixed(result.sharedShare * 100, 0)} %`,
            fixed(result.answersPerSecond, 0),
            fixed(result.cpuMsPerRequest, 2),
          ];
        }),
      ),
      '',
      `Probe p99, API alone: ${met(oursApi.probe.p99, TARGETS.api)}, ${ratio(oursApi.probe.p99, beforeApi.probe.p99)} ` +
        `lower than with the reads on the event loop; through nginx: ${met(oursNginx.probe.p99, TARGETS.nginx)}, ` +
        `${ratio(oursNginx.probe.p99, beforeNginx.probe.p99)} lower.`,
      '',
      `Each visitor reads in a closed loop from an address of its own on the loopback (nginx counts it apart) ` +
        'and waits out any Retry-After: 20 % analyses of every car or one, 5 % progress of two cars, 15 % CSV ' +
        'exports, 20 % report pages, 5 % the report’s trends, 35 % a moment of the race (time travel), drawn ' +
        `with a fixed seed. The probe reads /api/live every ${PROBE_INTERVAL_MS} ms from a worker thread of its ` +
        'own. Before the load, a read of each kind is answered byte for byte alike by both servers. 503s are ' +
        'reads refused past HEAVY_READ_MAX_WAIT_MS (2 s: at once when the queue foretells it), 429s a visitor ' +
        'past its own limit; “503s served within 250 ms” is timed by the API itself (its request histogram), ' +
        'the 503 p99 by the visitors, on the same busy cores; “from Redis” is the share of heavy reads answered from the answers the API ' +
        'shares there (each row starts with none); the CPU is the API process’s, its threads included.',
    ].join('\n'),
  };
}

const statusesOf = (statuses: Map<string, number>) =>
  [...statuses].map(([code, count]) => `${code}×${count}`).join(' ');
