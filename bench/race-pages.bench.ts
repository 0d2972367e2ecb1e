import { fileURLToPath } from 'node:url';
import { withDatabaseName } from '@lemans/platform';
import { freePort } from '../tests/support/free-port.ts';
import { dropDatabase } from '../tests/support/postgres-admin.ts';
import { startApiServer } from './lib/api-server.ts';
import { type ChildServer, startChildServer } from './lib/child-server.ts';
import { LOAD_HEADER, type Load, loadCells, measureMixedLoad } from './lib/http-load.ts';
import { loadBefore, loadNote } from './lib/machine-load.ts';
import { type SeededEvent, seedRaceEvents } from './lib/race-database.ts';
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
  /** The event and what the paths cover, for the table. */
  ids: string;
  /** How our API answers it. */
  ours: string;
  paths: string[];
}

/**
 * The pages a visitor opens once the races are over (team, driver, car, a car's laps, the session's report)
 * for each event of the database, the whole 2025 Le Mans race and the 6 Hours of Spa 2025: our API (the
 * event from SQL views, statistics computed by Postgres from the event's reference session) against the
 * same pages written the ORM way (every session loaded to find the event in JavaScript, then a query per
 * related row, statistics in JavaScript). Both run in their own process against the same database (a
 * dedicated one, dropped at the end); each is loaded with every id of each event in turn, and both must
 * first answer the same data for the first, middle and last id of each page.
 */
export async function run(): Promise<BenchSection> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/lemans';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const databaseName = `lemans_bench_pages_${process.pid}`;
  const databaseUrl = withDatabaseName(serverUrl, databaseName);
  const load = loadBefore();
  const servers: ChildServer[] = [];
  try {
    const { events, missing } = await seedRaceEvents(databaseUrl);
    if (missing) console.warn(`${missing} absent : seules les pages du Mans sont mesurées`);
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

    const endpoints = events.flatMap(endpointsOf);
    await assertSameAnswers(ours, naive, [
      ...endpoints.flatMap(({ paths }) => [paths[0], paths[paths.length >> 1], paths.at(-1)] as string[]),
      ...withoutEvent(events),
    ]);
    const results = [];
    for (const endpoint of endpoints) {
      const mine = answeredAll(await measureMixedLoad(ours, endpoint.paths, LOAD), endpoint);
      const theirs = answeredAll(await measureMixedLoad(naive, endpoint.paths, LOAD), endpoint);
      results.push({ endpoint, mine, theirs });
    }

    return {
      title:
        `API: race pages of ${events.length === 1 ? 'one event' : `${events.length} events`}, ${events.map(describe).join(' and ')} ` +
        `(${CONNECTIONS} connections, ${DURATION_S} s per page, event and server)`,
      markdown: [
        table(
          ['page', ...LOAD_HEADER],
          results.flatMap(({ endpoint, mine, theirs }) => [
            [`${endpoint.route} (${endpoint.ids})`, endpoint.ours, ...loadCells(mine)],
            ['', 'naive express, ORM-style N+1', ...loadCells(theirs)],
          ]),
        ),
        '',
        `Ratios (ours vs naive): ${results
          .map(
            ({ endpoint, mine, theirs }) =>
              `${endpoint.route} (${endpoint.ids.split(':')[0]}): ${ratio(theirs.requestsPerSecond, mine.requestsPerSecond)} the requests/s, p99 ${ratio(mine.p99, theirs.p99)} lower`,
          )
          .join('; ')}.`,
        '',
        'Each connection asks for every id of the page at that event in turn (`?event=` on the team, driver ' +
          'and car pages; the laps and report pages are those of the event’s reference session). Ours asks ' +
          'Postgres for the page in one query; the event (the stored event with views over its sessions) and ' +
          'the cars of the other events, where the same car or driver is looked for, are read once per 2 s ' +
          'and kept. The naive server loads every stored event, every session’s event and every session ' +
          'with its stats to group them and ' +
          'pick the reference session in JavaScript, then each related row with a query of its own (with ' +
          'one session per event: team and car pages 8 queries, a driver 8 or 9 and 2 more per car driven, ' +
          `a car’s laps 2 + 1 per driver, a report page 4 + 1 per lap of its ${REPORT_PAGE_SIZE}) and ` +
          'computes the statistics of the reference session in JavaScript; both answered the same data ' +
          '(`race_event` included) for the first, middle and last id of each page and event, and without ' +
          '`?event=`, before the load. The tables are analysed once seeded, as autovacuum keeps them on the ' +
          'site. Server CPU excludes the Postgres backends each server keeps busy.',
        '',
        missing
          ? `${loadNote(load)} Only Le Mans was measured: the Spa data (${missing}) is not on this machine.`
          : loadNote(load),
      ].join('\n'),
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await dropDatabase(serverUrl, databaseName);
  }
}

function describe(event: SeededEvent): string {
  const drivers = new Set(event.entries.flatMap((entry) => entry.drivers.map((driver) => driver.id))).size;
  return `${event.name} (${event.entries.length} cars, ${event.laps} laps, ${drivers} drivers)`;
}

function endpointsOf(event: SeededEvent): Endpoint[] {
  const entryIds = event.entries.map((entry) => entry.id);
  const driverIds = [...new Set(event.entries.flatMap((entry) => entry.drivers.map((driver) => driver.id)))];
  const lastPage = Math.ceil(event.laps / REPORT_PAGE_SIZE);
  const pages = Array.from(
    { length: Math.ceil(lastPage / REPORT_PAGE_STEP) },
    (_, i) => 1 + i * REPORT_PAGE_STEP,
  );
  if (pages.at(-1) !== lastPage) pages.push(lastPage);
  const ofEvent = `event=${event.id}`;
  const three = 'api (one query; the event kept 2 s)';
  const one = 'api (one query)';
  return [
    {
      route: 'GET /api/teams/:id',
      ids: `${event.name}: ${entryIds.length} teams`,
      ours: three,
      paths: entryIds.map((id) => `/api/teams/${id}?${ofEvent}`),
    },
    {
      route: 'GET /api/drivers/:id',
      ids: `${event.name}: ${driverIds.length} drivers`,
      ours: three,
      paths: driverIds.map((id) => `/api/drivers/${id}?${ofEvent}`),
    },
    {
      route: 'GET /api/cars/:entryId',
      ids: `${event.name}: ${entryIds.length} cars`,
      ours: three,
      paths: entryIds.map((id) => `/api/cars/${id}?${ofEvent}`),
    },
    {
      route: 'GET /api/sessions/:sessionId/teams/:teamId/laps',
      ids: `${event.name}: ${entryIds.length} cars`,
      ours: one,
      paths: entryIds.map((id) => `/api/sessions/${event.sessionId}/teams/${id}/laps`),
    },
    {
      route: 'GET /api/sessions/:id/report?page=N',
      ids: `${event.name}: ${pages.length} pages of ${lastPage}`,
      ours: one,
      paths: pages.map((page) => `/api/sessions/${event.sessionId}/report?page=${page}`),
    },
  ];
}

/** The default event (none asked for), an unknown one (404) and a malformed one (400) must agree too. */
function withoutEvent(events: SeededEvent[]): string[] {
  const [first] = events;
  const entry = first?.entries[0];
  const driver = entry?.drivers[0];
  if (!entry || !driver) return [];
  return [
    `/api/teams/${entry.id}`,
    `/api/cars/${entry.id}`,
    `/api/drivers/${driver.id}`,
    `/api/teams/${entry.id}?event=inconnue-2025-01-01`,
    `/api/drivers/${driver.id}?event=Inconnue`,
  ];
}

/** A load that met errors measures error pages: fail rather than print it. */
function answeredAll(load: Load, endpoint: Endpoint): Load {
  if (!/^200×\d+$/.test(load.status))
    throw new Error(`${endpoint.route} (${endpoint.ids}) : réponses ${load.status || 'aucune'}`);
  return load;
}
