import { fileURLToPath } from 'node:url';
import { FEED_CONTROL_SECRET, feedControlHeaders } from '../tests/support/feed-control.ts';
import { freePort } from '../tests/support/free-port.ts';
import { startChildServer } from './lib/child-server.ts';
import { LOAD_HEADER, loadCells, measureLoad } from './lib/http-load.ts';
import { type BenchSection, ratio, table } from './lib/stats.ts';

const RACE_TIME_MS = 12 * 3_600_000;
const DURATION_S = 8;
const CONNECTIONS = 64;
const LOAD = { connections: CONNECTIONS, durationS: DURATION_S };
const DATA = '/live/WEC/data.json';

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
    { FEED_PORT: String(ourPort), FEED_CONTROL_SECRET, LOG_LEVEL: 'warn' },
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
      headers: { ...feedControlHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ raceTime: RACE_TIME_MS, paused: true }),
    });
    const results = [];
    for (const conditional of [false, true]) {
      const mine = await measureLoad(ours, DATA, { ...LOAD, conditional });
      const theirs = await measureLoad(naive, DATA, { ...LOAD, conditional });
      results.push({ conditional, mine, theirs });
    }
    const rows = results.flatMap(({ conditional, mine, theirs }) => {
      const kind = conditional ? 'conditional GET (If-None-Match)' : 'full GET';
      return [
        [`feed, ${kind}`, ...loadCells(mine)],
        [`naive express, ${kind}`, ...loadCells(theirs)],
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
      markdown: [table(LOAD_HEADER, rows), '', `Ratios (ours vs naive): ${ratios}.`].join('\n'),
    };
  } finally {
    await Promise.all([ours.stop(), naive.stop()]);
  }
}
