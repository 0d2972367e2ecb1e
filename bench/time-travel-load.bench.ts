import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { mulberry32 } from '../services/feed/src/faults.ts';
import type { ChildServer } from './lib/child-server.ts';
import { startLatencyProbe } from './lib/latency-probe.ts';
import { probedRace } from './lib/probed-race-api.ts';
import { type BenchSection, fixed, ratio, type Summary, summarise, table } from './lib/stats.ts';

const DURATION_S = 10;
const CONNECTIONS = 200;
const RACE_MS = 24 * 3_600_000;
/** The probe is a ranking page's poll of the live frame, asked far more often than a page does. */
const PROBE_INTERVAL_MS = 20;

interface Variant {
  name: string;
  env: Record<string, string>;
  /**
   * `visitors`: each connection a visitor of its own (X-Forwarded-For from the loopback, as the site server
   * sends it) asking for the next moment once answered and, when refused, after the Retry-After the API
   * gave, as the ranking page does. `flood`: one client on every connection, asking again at once
   * whatever the answer, as a script would.
   */
  load: 'visitors' | 'flood';
}

const VARIANTS: Variant[] = [
  {
    name: `rebuilds unbounded: ${CONNECTIONS} visitors`,
    env: { TIME_TRAVEL_CONCURRENCY: '100000' },
    load: 'visitors',
  },
  { name: `api: ${CONNECTIONS} visitors`, env: {}, load: 'visitors' },
  { name: `api: one client flooding on ${CONNECTIONS} connections`, env: {}, load: 'flood' },
];

/** The time travellers' side: latency percentiles, requests sent, answers by status. */
interface Travelled {
  latency: Pick<Summary, 'p50' | 'p99' | 'max'>;
  requests: number;
  statuses: Map<string, number>;
}

interface Measured {
  probe: Summary;
  probeStatuses: string;
  framesPerSecond: number;
  travel: Travelled['latency'];
  travelStatuses: string;
  cpuMsPerRequest: number;
}

/**
 * A crowd scrubbing the 2025 race (GET /api/live?sessionId=&at= at random moments, 200 connections) while a
 * probe reads the live frame (GET /api/live) of the session being raced: the live frame must stay fast
 * whatever the time travellers do. The same API process (services/api/src/main.ts) is measured with its
 * rebuilds bounded (as shipped) and unbounded (TIME_TRAVEL_CONCURRENCY lifted), in the same run. Both rebuild
 * in the API's reads' thread, off the event loop that serves the probe: the bound keeps the rebuilds' memory
 * and their load on Postgres in check, and a flood from one client away from the others (heavy-readers
 * measures the reads on the event loop against the thread).
 */
export async function run(): Promise<BenchSection> {
  const probed = await probedRace('travel-load');
  try {
    const results: Measured[] = [];
    for (const variant of VARIANTS) {
      const api = await probed.startApi(variant.env);
      try {
        results.push(await measure(api, probed.race.sessionId, variant.load));
      } finally {
        await api.stop();
      }
    }
    const [before, ours] = results as [Measured, Measured, Measured];
    return {
      title: `API: the live frame while ${CONNECTIONS} connections time-travel at random moments (${DURATION_S} s per row)`,
      markdown: [
        table(
          [
            'server',
            'probe p50 ms',
            'probe p99 ms',
            'probe max ms',
            'probe statuses',
            'past frames/s',
            'time travel p50 ms',
            'time travel p99 ms',
            'time travel statuses',
            'server CPU ms/request',
          ],
          VARIANTS.map((variant, i) => {
            const result = results[i] as Measured;
            return [
              variant.name,
              fixed(result.probe.p50, 1),
              fixed(result.probe.p99, 1),
              fixed(result.probe.max, 1),
              result.probeStatuses,
              fixed(result.framesPerSecond, 0),
              fixed(result.travel.p50, 0),
              fixed(result.travel.p99, 0),
              result.travelStatuses,
              fixed(result.cpuMsPerRequest, 2),
            ];
          }),
        ),
        '',
        `Ratio (unbounded / ours, ${CONNECTIONS} visitors): probe p99 ${ratio(ours.probe.p99, before.probe.p99)} ` +
          `lower, probe p50 ${ratio(ours.probe.p50, before.probe.p50)}; past frames served per second ` +
          `${fixed(ours.framesPerSecond / Math.max(1, before.framesPerSecond), 2)}× the unbounded server's.`,
        '',
        `Moments drawn uniformly over the 24 hours (a fixed seed), each new to the millisecond (no cache hit). ` +
          `The probe asks every ${PROBE_INTERVAL_MS} ms from a worker thread of its own. A 503 is a rebuild ` +
          "refused at once (two run and 32 wait per reads' thread), a 429 a client past its own limit (60 moments " +
          'per 10 s): both carry Retry-After, which the visitors (as the ranking page) wait out before asking ' +
          'again and the flood ignores.',
      ].join('\n'),
    };
  } finally {
    await probed.close();
  }
}

async function measure(api: ChildServer, sessionId: string, load: Variant['load']): Promise<Measured> {
  const random = mulberry32(2025);
  const pathAt = () => `/api/live?sessionId=${sessionId}&at=${Math.floor(random() * RACE_MS)}`;
  const probe = await startLatencyProbe(`${api.url}/api/live`, PROBE_INTERVAL_MS, DURATION_S * 1000);
  const cpuBefore = await api.cpuMs();
  const travelled = load === 'visitors' ? await visitors(api.url, pathAt) : await flood(api.url, pathAt);
  const cpuMs = (await api.cpuMs()) - cpuBefore;
  const probed = await probe.result;
  return {
    probe: summarise(probed.samples),
    probeStatuses: statusesOf(new Map(Object.entries(probed.statuses))),
    framesPerSecond: (travelled.statuses.get('200') ?? 0) / DURATION_S,
    travel: travelled.latency,
    travelStatuses: statusesOf(travelled.statuses),
    cpuMsPerRequest: cpuMs / Math.max(1, travelled.requests),
  };
}

/** Visitors in a closed loop, each waiting out the Retry-After of a refusal before its next moment. */
async function visitors(url: string, pathAt: () => string): Promise<Travelled> {
  const samples: number[] = [];
  const statuses = new Map<string, number>();
  const until = performance.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, visitor) => {
      const headers = { 'x-forwarded-for': `10.${visitor >> 8}.${visitor & 255}.1` };
      while (performance.now() < until) {
        const sent = performance.now();
        const response = await fetch(`${url}${pathAt()}`, { headers, signal: AbortSignal.timeout(30_000) });
        await response.arrayBuffer();
        samples.push(performance.now() - sent);
        const status = String(response.status);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        const retryAfterS = Number(response.headers.get('retry-after') ?? 0);
        if (retryAfterS > 0) await sleep(Math.min(retryAfterS * 1000, until - performance.now()));
      }
    }),
  );
  return { latency: summarise(samples), requests: samples.length, statuses };
}

/** One client asking again at once on every connection, whatever the answer. */
async function flood(url: string, pathAt: () => string): Promise<Travelled> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 30,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathAt() }) }],
  });
  const statuses = new Map(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s?.count ?? 0]),
  );
  if (result.timeouts > 0) statuses.set('timeouts', result.timeouts);
  const { p50, p99, max } = result.latency;
  return { latency: { p50, p99, max }, requests: result.requests.total, statuses };
}

const statusesOf = (statuses: Map<string, number>) =>
  [...statuses].map(([code, count]) => `${code}×${count}`).join(' ');
