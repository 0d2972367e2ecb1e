import { setImmediate } from 'node:timers/promises';
import type { Entry, LapResponse } from '@lemans/contract';
import { withDatabaseName } from '@lemans/platform';
import { analyseSession, type CarLap, LE_MANS_2025 } from '@lemans/race/analysis';
import { dropDatabase } from '../tests/support/postgres-admin.ts';
import { startApiServer } from './lib/api-server.ts';
import type { ChildServer } from './lib/child-server.ts';
import { type Load, measureLoad, measureMixedLoad } from './lib/http-load.ts';
import { seedRace2025 } from './lib/race-database.ts';
import { type BenchSection, fixed, summarise, table } from './lib/stats.ts';

const LOAD = { connections: 16, durationS: 5, conditional: false };
const TABLES = ['stints', 'pit-stops', 'drive-times', 'battles'] as const;
type Table = (typeof TABLES)[number];
/** Times the page's computation of each table is repeated, for its p50 and p99. */
const COMPUTE_ROUNDS = 30;

/**
 * The analysis tables of the whole 2025 race (every car's stints, pit stops, drive times, and the class
 * battles at the flag) and of one car: our endpoints under load, against what a page would do without them,
 * fetch the lap list of every car it needs (`/teams/:id/laps`, the existing endpoint: every car for the
 * race, and for a car's battles; the car's own for its other tables) and compute the table itself with the
 * same functions. The page's way is bounded by the lap lists the API can serve, plus its own computing.
 */
export async function run(): Promise<BenchSection> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/lemans';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const databaseName = `lemans_bench_analysis_${process.pid}`;
  const databaseUrl = withDatabaseName(serverUrl, databaseName);
  let api: ChildServer | undefined;
  try {
    const race = await seedRace2025(databaseUrl);
    api = await startApiServer({
      databaseUrl,
      redisUrl,
      redisPrefix: `lemans-bench-analysis:${process.pid}`,
    });
    const base = `/api/sessions/${race.sessionId}`;
    const entryIds = race.entries.map((entry) => entry.id);
    const lapLists = entryIds.map((id) => `${base}/teams/${id}/laps`);
    const lists = await measureMixedLoad(api, lapLists, LOAD);
    const page = await pageComputing(api, entryIds, lapLists);
    const rows: (string | number)[][] = [];
    const ratios: string[] = [];
    for (const name of TABLES) {
      const whole = await measureLoad(api, `${base}/${name}`, LOAD);
      const perCar = await measureMixedLoad(
        api,
        entryIds.map((id) => `${base}/${name}?entry=${id}`),
        LOAD,
      );
      // The page needs every car's lap list for the race, and for a car's battles too.
      const pageWhole = lists.requestsPerSecond / lapLists.length;
      const pageCar = name === 'battles' ? pageWhole : lists.requestsPerSecond;
      rows.push([
        name,
        Math.round(whole.requestsPerSecond),
        latency(whole),
        fixed(pageWhole, 1),
        millis(page.whole[name]),
        Math.round(perCar.requestsPerSecond),
        latency(perCar),
        fixed(pageCar, 1),
        millis(page.car[name]),
      ]);
      ratios.push(
        `${name} ${fixed(whole.requestsPerSecond / pageWhole, 0)}× (race), ` +
          `${fixed(perCar.requestsPerSecond / pageCar, 1)}× (one car)`,
      );
    }
    return {
      title:
        "Endurance analysis of the whole 2025 race: our endpoints against the page computing from the cars' lap lists",
      markdown: [
        table(
          [
            'table',
            'ours, race: req/s',
            'p50 / p99 ms',
            'page, race: tables/s (62 lap lists each)',
            'page computing, p50 / p99 ms',
            'ours, one car: req/s',
            'p50 / p99 ms',
            'page, one car: tables/s',
            'page computing, p50 / p99 ms',
          ],
          rows,
        ),
        '',
        `Tables served per second, ours / the page's way: ${ratios.join('; ')}. The lap lists themselves: ` +
          `${Math.round(lists.requestsPerSecond)} requests/s (p99 ${fixed(lists.p99, 0)} ms) over the 62 cars.`,
        '',
        `${LOAD.connections} connections, ${LOAD.durationS} s per measure, each car's path in turn for one car; the ` +
          "page's computing is timed in this process over " +
          `${COMPUTE_ROUNDS} rounds (a browser's would come on top of its requests). The page's tables are also ` +
          'less right: the lap lists carry no crossing times (summed from the lap times) nor flags (laps under ' +
          'neutralisation stay in), and no time in the pits.',
      ].join('\n'),
    };
  } finally {
    await api?.stop();
    await dropDatabase(serverUrl, databaseName);
  }
}

const latency = (load: Load) => `${fixed(load.p50, 0)} / ${fixed(load.p99, 0)}`;
const millis = (samples: number[]) => {
  const summary = summarise(samples);
  return `${fixed(summary.p50, 1)} / ${fixed(summary.p99, 1)}`;
};

/** What computing each table costs a page that holds the cars' lap lists: for the race, and for #83. */
async function pageComputing(api: ChildServer, entryIds: number[], lapLists: string[]) {
  // Six requests at a time, as a browser opens to one origin.
  const answers = await inSixes(
    lapLists,
    async (path) => (await (await fetch(`${api.url}${path}`)).json()) as LapResponse,
  );
  // The entry list a page holds: each car's number and class.
  const numbers = await inSixes(entryIds, async (id) => {
    const team = (await (await fetch(`${api.url}/api/teams/${id}`)).json()) as Entry;
    return { number: team.number, category: team.category_label };
  });
  const whole: Record<Table, number[]> = { stints: [], 'pit-stops': [], 'drive-times': [], battles: [] };
  const car: Record<Table, number[]> = { stints: [], 'pit-stops': [], 'drive-times': [], battles: [] };
  const ferrari = numbers.findIndex((team) => team.number === '83');
  for (let round = 0; round < COMPUTE_ROUNDS; round++) {
    for (const name of TABLES) {
      whole[name].push(timeTable(name, answers, numbers, undefined));
      car[name].push(timeTable(name, answers, numbers, ferrari));
    }
    // Lets the loop read what the sockets say meanwhile (the API closing idle ones): computing for seconds
    // without it leaves a closed socket looking reusable to the next request.
    await setImmediate();
  }
  return { whole, car };
}

async function inSixes<T, R>(items: readonly T[], get: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++)
      results[index] = await get(items[index] as T);
  };
  await Promise.all(Array.from({ length: 6 }, lane));
  return results;
}

/** Builds the table from lap lists as a page would, and says how long it took (ms). */
function timeTable(
  name: Table,
  answers: LapResponse[],
  teams: { number?: string; category?: string }[],
  only: number | undefined,
): number {
  const started = performance.now();
  const used = name === 'battles' || only === undefined ? answers.map((_, index) => index) : [only];
  const laps: CarLap[] = used.flatMap((index) =>
    carLapsOf(answers[index] as LapResponse, teams[index]?.number ?? ''),
  );
  const analysis = analyseSession({
    laps,
    classOf: new Map(teams.map((team) => [team.number ?? '', team.category ?? ''])),
    pitTimesMs: new Map(),
    pitTimePrecisionsMs: new Map(),
    rules: LE_MANS_2025,
    ended: true,
    remainingMs: null,
  });
  if (name === 'stints') void analysis.stints;
  else if (name === 'pit-stops') void analysis.pitStops;
  else if (name === 'drive-times') void analysis.driveTimes;
  else analysis.battlesAt(Number.POSITIVE_INFINITY, 2000);
  return performance.now() - started;
}

/** A car's lap list as analysis laps: crossings summed from the lap times, no flags. */
function carLapsOf(answer: LapResponse, number: string): CarLap[] {
  let crossedAtMs = 0;
  let previousInPit = false;
  return answer.laps.map((lap) => {
    crossedAtMs += lap.lap_time ?? 0;
    const pitOut = previousInPit;
    previousInPit = lap.pitstop_flag;
    return {
      number,
      lap: lap.lap_number,
      timeMs: lap.lap_time,
      crossedAtMs,
      driverId: lap.driver_id,
      pitIn: lap.pitstop_flag,
      pitOut,
      neutralised: false,
    };
  });
}
