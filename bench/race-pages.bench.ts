import { fileURLToPath } from 'node:url';
import { withDatabaseName } from '@lemans/platform';
import { freePort } from '../tests/support/free-port.ts';
import { dropDatabase } from '../tests/support/postgres-admin.ts';
import { startApiServer } from './lib/api-server.ts';
import { type ChildServer, startChildServer } from './lib/child-server.ts';
import { LOAD_HEADER, type Load, loadCells, measureMixedLoad } from './lib/http-load.ts';
import { type SeededRace, seedRace2025 } from './lib/race-database.ts';
import { assertSameAnswers } from './lib/same-answers.ts';
import { type BenchSection, ratio, table } from './lib/stats.ts';

const DURATION_S = 5;
/** Each request holds a pool client (10 on both servers) for milliseconds: more connections only queue. */
const CONNECTIONS = 16;
const LOAD = { connections: CONNECTIONS, durationS: DURATION_S, conditional: false };
/** The report's default page size, and one page in this many of the race's report under load. */
const REPORT_PAGE_SIZE = 50;
const REPORT_PAGE_STEP = 20;

interface Endpoint {
  route: string;
  /** What the paths cover, for the table. */
  ids: string;
  paths: string[];
}

/**
 * The pages a visitor opens once the race is over (team, driver, car, a car's laps, the session's report)
 * on the whole 2025 race: our API (one query per page, the statistics computed by Postgres) against the
 * same pages written the ORM way (a query per related row, statistics in JavaScript). Both run in their
 * own process against the same database (a dedicated one, dropped at the end); each is loaded with every
 * id in turn, and both must first answer the same data for the first, middle and last id of each page.
 */
export async function run(): Promise<BenchSection> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/lemans';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const databaseName = `lemans_bench_pages_${process.pid}`;
  const databaseUrl = withDatabaseName(serverUrl, databaseName);
  const servers: ChildServer[] = [];
  try {
    const race = await seedRace2025(databaseUrl);
    const ours = await startApiServer({
      databaseUrl,
      redisUrl,
      redisPrefix: `lemans-bench-pages:${process.pid}`,
    });
    servers.push(ours);
    const naivePort = await freePort();
    const naive = await startChildServer(
      fileURLToPath(new URL('./alternatives/naive-race-pages-server.ts', import.meta.url)),
      [String(naivePort), databaseUrl],
      {},
      naivePort,
      '/health',
    );
    servers.push(naive);

    const endpoints = endpointsOf(race);
    await assertSameAnswers(
      ours,
      naive,
      endpoints.flatMap(({ paths }) => [paths[0], paths[paths.length >> 1], paths.at(-1)] as string[]),
    );
    const results = [];
    for (const endpoint of endpoints) {
      const mine = answeredAll(await measureMixedLoad(ours, endpoint.paths, LOAD), endpoint);
      const theirs = answeredAll(await measureMixedLoad(naive, endpoint.paths, LOAD), endpoint);
      results.push({ endpoint, mine, theirs });
    }

    const drivers = new Set(race.entries.flatMap((entry) => entry.drivers.map((driver) => driver.id))).size;
    return {
      title:
        `API: race pages on the whole 2025 race (${race.entries.length} cars, ${race.laps} laps, ${drivers} drivers; ` +
        `${CONNECTIONS} connections, ${DURATION_S} s per page and server)`,
      markdown: [
        table(
          ['page', ...LOAD_HEADER],
          results.flatMap(({ endpoint, mine, theirs }) => [
            [`${endpoint.route} (${endpoint.ids})`, 'api (one query per page)', ...loadCells(mine)],
            ['', 'naive express, ORM-style N+1', ...loadCells(theirs)],
          ]),
        ),
        '',
        `Ratios (ours vs naive): ${results
          .map(
            ({ endpoint, mine, theirs }) =>
              `${endpoint.route}: ${ratio(theirs.requestsPerSecond, mine.requestsPerSecond)} the requests/s, p99 ${ratio(mine.p99, theirs.p99)} lower`,
          )
          .join('; ')}.`,
        '',
        'Each connection asks for every id of the page in turn. The naive server loads each related row with ' +
          'a query of its own (team and car pages 5 queries, a driver 5, a car’s laps 2 + 1 per driver, a ' +
          `report page 4 + 1 per lap of its ${REPORT_PAGE_SIZE}) and computes the statistics in JavaScript; ` +
          'both answered the same data for the first, middle and last id of each page before the load. ' +
          'Server CPU excludes the Postgres backends each server keeps busy.',
      ].join('\n'),
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await dropDatabase(serverUrl, databaseName);
  }
}

function endpointsOf(race: SeededRace): Endpoint[] {
  const entryIds = race.entries.map((entry) => entry.id);
  const driverIds = [...new Set(race.entries.flatMap((entry) => entry.drivers.map((driver) => driver.id)))];
  const lastPage = Math.ceil(race.laps / REPORT_PAGE_SIZE);
  const pages = Array.from(
    { length: Math.ceil(lastPage / REPORT_PAGE_STEP) },
    (_, i) => 1 + i * REPORT_PAGE_STEP,
  );
  if (pages.at(-1) !== lastPage) pages.push(lastPage);
  return [
    {
      route: 'GET /api/teams/:id',
      ids: `${entryIds.length} teams`,
      paths: entryIds.map((id) => `/api/teams/${id}`),
    },
    {
      route: 'GET /api/drivers/:id',
      ids: `${driverIds.length} drivers`,
      paths: driverIds.map((id) => `/api/drivers/${id}`),
    },
    {
      route: 'GET /api/cars/:entryId',
      ids: `${entryIds.length} cars`,
      paths: entryIds.map((id) => `/api/cars/${id}`),
    },
    {
      route: 'GET /api/sessions/:sessionId/teams/:teamId/laps',
      ids: `${entryIds.length} cars`,
      paths: entryIds.map((id) => `/api/sessions/${race.sessionId}/teams/${id}/laps`),
    },
    {
      route: 'GET /api/sessions/:id/report?page=N',
      ids: `${pages.length} pages of ${lastPage}`,
      paths: pages.map((page) => `/api/sessions/${race.sessionId}/report?page=${page}`),
    },
  ];
}

/** A load that met errors measures error pages: fail rather than print it. */
function answeredAll(load: Load, endpoint: Endpoint): Load {
  if (!/^200×\d+$/.test(load.status))
    throw new Error(`${endpoint.route} : réponses ${load.status || 'aucune'}`);
  return load;
}
