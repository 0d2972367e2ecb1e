import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../tests/support/free-port.ts';
import { type ChildServer, startChildServer } from './lib/child-server.ts';
import { type BenchSection, fixed, ratio, table } from './lib/stats.ts';

const RACE_TIME_MS = 12 * 3_600_000;
const DURATION_S = 8;
const CONNECTIONS = 64;
const DATA = '/live/WEC/data.json';

interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  cpuMsPerRequest: number;
  status: string;
}

/**
 * Throughput of data.json, the document every poller fetches every few seconds: our feed (snapshot computed
 * and serialised once per frame, strong ETag, 304) against an express handler that computes and serialises
 * it per request, both serving the same race time, each in its own process, under the same load.
 */
export async function run(): Promise<BenchSection> {
  const ourPort = await freePort();
  const ours = await startChildServer(
    fileURLToPath(new URL('../services/feed/src/main.ts', import.meta.url)),
    [],
    { FEED_PORT: String(ourPort), LOG_LEVEL: 'warn' },
    ourPort,
    '/health',
  );
  const naivePort = await freePort();
  const naive = await startChildServer(
    fileURLToPath(new URL('./alternatives/naive-feed-server.ts', import.meta.url)),
    [String(naivePort), String(RACE_TIME_MS)],
    {},
    naivePort,
    '/health',
  );
  try {
    // The real feed's clock stands still at the same moment as the naive one, so both serve one document.
    await fetch(`${ours.url}/control`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ raceTime: RACE_TIME_MS, paused: true }),
    });
    const results = [];
    for (const conditional of [false, true]) {
      const mine = await load(ours, conditional);
      const theirs = await load(naive, conditional);
      results.push({ conditional, mine, theirs });
    }
    const rows = results.flatMap(({ conditional, mine, theirs }) => {
      const kind = conditional ? 'conditional GET (If-None-Match)' : 'full GET';
      return [
        [`feed, ${kind}`, ...cells(mine)],
        [`naive express, ${kind}`, ...cells(theirs)],
      ];
    });
    const ratios = results
      .map(({ conditional, mine, theirs }) => {
        const kind = conditional ? 'conditional' : 'full';
        return `${kind}: ${ratio(theirs.requestsPerSecond, mine.requestsPerSecond)} the requests/s, p99 ${ratio(mine.p99, theirs.p99)} lower`;
      })
      .join('; ');
    return {
      title: `Organiser feed: GET ${DATA} (62 cars, ${CONNECTIONS} connections, ${DURATION_S} s each)`,
      markdown: [
        table(['server', 'requests/s', 'p50 ms', 'p99 ms', 'server CPU ms/request', 'statuses'], rows),
        '',
        `Ratios (ours vs naive): ${ratios}.`,
      ].join('\n'),
    };
  } finally {
    await Promise.all([ours.stop(), naive.stop()]);
  }
}

async function load(server: ChildServer, conditional: boolean): Promise<Load> {
  // The load generator asks for the identity body: take the ETag of that representation, not the gzip one.
  const first = await fetch(`${server.url}${DATA}`, { headers: { 'accept-encoding': 'identity' } });
  const etag = first.headers.get('etag') ?? '';
  await first.arrayBuffer();
  const cpuBefore = await server.cpuMs();
  const result = await autocannon({
    url: `${server.url}${DATA}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: conditional ? { 'if-none-match': etag } : {},
  });
  const cpuMs = (await server.cpuMs()) - cpuBefore;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: cpuMs / Math.max(1, result.requests.total),
    status: statuses,
  };
}

const cells = (result: Load) => [
  Math.round(result.requestsPerSecond),
  fixed(result.p50, 0),
  fixed(result.p99, 0),
  fixed(result.cpuMsPerRequest, 3),
  result.status,
];
