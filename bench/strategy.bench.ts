import { readFile } from 'node:fs/promises';
import { withDatabaseName } from '@lemans/platform';
import { parseAnalysisCsv } from '@lemans/race';
import { type CarLap, MIN_STINT_LAPS, SessionStrategy } from '@lemans/race/analysis';
import type { StrategyResponse } from '@lemans/race/contract';
import { dropDatabase } from '../tests/support/postgres-admin.ts';
import { sharedDataPath } from '../tests/support/shared-data.ts';
import { startApiServer } from './lib/api-server.ts';
import type { ChildServer } from './lib/child-server.ts';
import { seedRaceEvents } from './lib/race-database.ts';
import { type BenchSection, fixed, summarise, table } from './lib/stats.ts';
import {
  type CarPrediction,
  classOrderAt,
  evenedOutPairs,
  type FileLaps,
  fileLapsOf,
  lastStintLaps,
  nextGreenStop,
  orderScore,
} from './lib/strategy-scores.ts';

/** A moment every ten minutes of race time, as the replay through time travel asks. */
const STEP_MS = 600_000;
const FILES: Record<string, string> = {
  '24 Heures du Mans 2025': 'alkamel/le-mans-2025-race-analysis.csv',
  '6 Heures de Spa-Francorchamps 2025': 'alkamel/wec-2025-spa-6h-analysis.csv',
};

interface Tally {
  race: string;
  judged: number;
  ours: number;
  fans: number;
  evened: { ours: [number, number]; plain: [number, number] };
  cycle: { ours: [number, number]; plain: [number, number] };
  flag: { ours: [number, number]; plain: [number, number] };
  latenciesMs: number[];
  indexedMs: number[];
  rebuiltMs: number[];
}

/**
 * The strategy endpoint on the 2025 Le Mans and Spa races, each replayed through time travel every ten
 * minutes of race time (`GET /api/sessions/:id/strategy?at=`), its answers checked against the timing files:
 * how often the next stop's predicted lap was right to within one lap for the stops decided under green,
 * against a fan's rule (the car's last stint again); how often the pit-adjusted class order put a pair of
 * cars as they stood once the stops evened out, one pit cycle later and at the flag, against the plain
 * class order; and the endpoint's latency for a whole race, with the computation kept indexed against one
 * rebuilt from the laps at each request.
 */
export async function run(): Promise<BenchSection> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/lemans';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const databaseName = `lemans_bench_strategy_${process.pid}`;
  const databaseUrl = withDatabaseName(serverUrl, databaseName);
  let api: ChildServer | undefined;
  try {
    const { events, missing } = await seedRaceEvents(databaseUrl);
    api = await startApiServer({
      databaseUrl,
      redisUrl,
      redisPrefix: `lemans-bench-strategy:${process.pid}`,
    });
    const tallies: Tally[] = [];
    for (const event of events) {
      const path = FILES[event.name];
      if (!path) throw new Error(`Pas de fichier d'analyse pour ${event.name}`);
      const file = fileLapsOf(parseAnalysisCsv(await readFile(sharedDataPath(path), 'utf8')).laps);
      tallies.push(await replayRace(api, event.name, event.sessionId, file));
    }
    return section(tallies, missing);
  } finally {
    await api?.stop();
    await dropDatabase(serverUrl, databaseName);
  }
}

async function replayRace(api: ChildServer, race: string, sessionId: string, file: FileLaps): Promise<Tally> {
  const base = `${api.url}/api/sessions/${encodeURIComponent(sessionId)}/strategy`;
  // The first answer computes the session's analysis: the latency measured is the answer once computed.
  const whole = (await (await fetch(base)).json()) as StrategyResponse;
  const endMs = whole.at_race_ms;
  const tally: Tally = {
    race,
    judged: 0,
    ours: 0,
    fans: 0,
    evened: { ours: [0, 0], plain: [0, 0] },
    cycle: { ours: [0, 0], plain: [0, 0] },
    flag: { ours: [0, 0], plain: [0, 0] },
    latenciesMs: [],
    indexedMs: [],
    rebuiltMs: [],
  };
  // The latency first, before this process computes anything of its own: every moment three times, in a
  // shuffled order.
  const moments = Array.from(
    { length: 3 * Math.floor(endMs / STEP_MS) },
    (_, index) => ((index % Math.floor(endMs / STEP_MS)) + 1) * STEP_MS,
  );
  for (let index = moments.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [moments[index], moments[other]] = [moments[other] as number, moments[index] as number];
  }
  for (const atMs of moments) {
    const started = performance.now();
    await (await fetch(`${base}?at=${atMs}`)).arrayBuffer();
    tally.latenciesMs.push(performance.now() - started);
  }
  const numbers = [...file.keys()];
  const atFlag = classOrderAt(file, numbers, Number.POSITIVE_INFINITY, endMs - 3_600_000);
  const strategy = strategyOfFile(file, endMs);
  for (let atMs = STEP_MS; atMs <= endMs; atMs += STEP_MS) {
    const answer = (await (await fetch(`${base}?at=${atMs}`)).json()) as StrategyResponse;
    timeComputations(tally, strategy, file, endMs, atMs);
    const cars: CarPrediction[] = answer.strategy.map((row) => ({
      number: row.participant_number,
      category: row.category,
      laps: row.laps,
      nextStopLap: row.next_stop_lap,
      classPosition: row.class_position,
      pitAdjustedClassPosition: row.pit_adjusted_class_position,
      usualStintLaps: row.usual_stint_laps,
      paceMs: row.pace_ms,
      lastStintLaps: lastStintLaps(file, row.participant_number, row.laps),
    }));
    judgeNextStops(tally, file, cars);
    const ranked = cars.filter((car) => car.pitAdjustedClassPosition !== null);
    const ours = (car: CarPrediction) => car.pitAdjustedClassPosition as number;
    const plain = (car: CarPrediction) => car.classPosition;
    add(tally.evened.ours, evenedOutPairs(file, ranked, ours));
    add(tally.evened.plain, evenedOutPairs(file, ranked, plain));
    for (const group of byClass(ranked)) {
      add(tally.flag.ours, orderScore(group, ours, atFlag));
      add(tally.flag.plain, orderScore(group, plain, atFlag));
      const cycleMs = median(group.map((car) => (car.usualStintLaps ?? 0) * (car.paceMs ?? 0)));
      if (cycleMs <= 0 || atMs + cycleMs > endMs) continue;
      const later = classOrderAt(
        file,
        group.map((car) => car.number),
        atMs + cycleMs,
        atMs,
      );
      add(tally.cycle.ours, orderScore(group, ours, later));
      add(tally.cycle.plain, orderScore(group, plain, later));
    }
  }
  return tally;
}

/** The stops decided under green: ours right to within a lap, and the fan's rule (the last stint again). */
function judgeNextStops(tally: Tally, file: FileLaps, cars: readonly CarPrediction[]): void {
  for (const car of cars) {
    if (car.nextStopLap === null) continue;
    const actual = nextGreenStop(file, car.number, car.laps, MIN_STINT_LAPS);
    if (actual == null) continue;
    tally.judged += 1;
    if (Math.abs(actual - car.nextStopLap) <= 1) tally.ours += 1;
    const lastStop = (file.get(car.number) ?? []).filter((lap) => lap.pitIn && lap.lap <= car.laps).at(-1);
    const guess =
      car.lastStintLaps === null ? null : Math.max(car.laps + 1, (lastStop?.lap ?? 0) + car.lastStintLaps);
    if (guess !== null && Math.abs(actual - guess) <= 1) tally.fans += 1;
  }
}

/**
 * The computation alone, in this process: ours indexed once per session (as the API keeps it), against a
 * handler that would index the laps again at each request.
 */
function timeComputations(
  tally: Tally,
  strategy: () => SessionStrategy,
  file: FileLaps,
  endMs: number,
  atMs: number,
) {
  const indexed = strategy();
  let started = performance.now();
  indexed.at(atMs);
  tally.indexedMs.push(performance.now() - started);
  started = performance.now();
  strategyOfFile(file, endMs)().at(atMs);
  tally.rebuiltMs.push(performance.now() - started);
}

/** The strategy of the file's laps, neutralised where the line showed another flag than the green one. */
function strategyOfFile(file: FileLaps, endMs: number): () => SessionStrategy {
  const laps: CarLap[] = [];
  const classOf = new Map<string, string>();
  for (const [number, list] of file) {
    for (const [index, lap] of list.entries()) {
      laps.push({
        number,
        lap: lap.lap,
        timeMs: lap.lapTimeMs,
        crossedAtMs: lap.elapsedMs,
        driverId: lap.driverNumber,
        pitIn: lap.pitIn,
        pitOut: index > 0 && list[index - 1]?.pitIn === true,
        neutralised: !(lap.flag === 'GF' || lap.flag === ''),
      });
    }
    classOf.set(number, list[0]?.className ?? '');
  }
  // The scheduled end: the last crossing less the leader's last lap, rounded down to the hour.
  const scheduledEndMs = Math.floor(endMs / 3_600_000) * 3_600_000;
  let built: SessionStrategy | undefined;
  return () => {
    built ??= new SessionStrategy({ laps, classOf, scheduledEndMs });
    return built;
  };
}

function add(total: [number, number], score: { agreeing: number; pairs: number }): void {
  total[0] += score.agreeing;
  total[1] += score.pairs;
}

function byClass(cars: readonly CarPrediction[]): CarPrediction[][] {
  const groups = new Map<string, CarPrediction[]>();
  for (const car of cars) groups.set(car.category, [...(groups.get(car.category) ?? []), car]);
  return [...groups.values()];
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const percent = ([agreeing, pairs]: [number, number]) => `${fixed((100 * agreeing) / pairs, 1)} %`;

function section(tallies: readonly Tally[], missing: string | undefined): BenchSection {
  const all = tallies.reduce(
    (sum, tally) => ({ judged: sum.judged + tally.judged, ours: sum.ours + tally.ours }),
    {
      judged: 0,
      ours: 0,
    },
  );
  const rows = tallies.map((tally) => {
    const http = summarise(tally.latenciesMs);
    const indexed = summarise(tally.indexedMs);
    const rebuilt = summarise(tally.rebuiltMs);
    return [
      tally.race,
      tally.judged,
      `${fixed((100 * tally.ours) / tally.judged, 1)} %`,
      `${fixed((100 * tally.fans) / tally.judged, 1)} %`,
      `${percent(tally.evened.ours)} / ${percent(tally.evened.plain)}`,
      `${percent(tally.cycle.ours)} / ${percent(tally.cycle.plain)}`,
      `${percent(tally.flag.ours)} / ${percent(tally.flag.plain)}`,
      `${fixed(http.p50, 1)} / ${fixed(http.p99, 1)}`,
      `${fixed(indexed.p99, 2)} / ${fixed(rebuilt.p99, 1)} (${fixed(rebuilt.p99 / indexed.p99, 0)}×)`,
    ];
  });
  return {
    title:
      'Strategy: next stops and pit-adjusted class order on the 2025 Le Mans and Spa files, every 10 min',
    markdown: [
      table(
        [
          'race',
          'green stops judged',
          'next stop within 1 lap: ours',
          "fan's rule (last stint again)",
          'pairs once the stops even out: ours / plain order',
          'class order one pit cycle later: ours / plain (pairs)',
          'class order at the flag: ours / plain (pairs)',
          'endpoint p50 / p99 ms',
          'computing p99 ms: indexed / rebuilt per request',
        ],
        rows,
      ),
      '',
      `Both races: ${fixed((100 * all.ours) / all.judged, 1)} % of ${all.judged} green stops predicted to within ` +
        'one lap. A stop is judged when it was decided under green (its in-lap and the lap before it green at ' +
        `the line) and ends a stint of ${MIN_STINT_LAPS} laps or more; each moment predicts each car's next ` +
        'one. "Once the stops even out": pairs of cars of a class on the same lap, judged at the out-lap of ' +
        'the one whose next stop came first, the other not yet stopped. "One pit cycle later": the class ' +
        "order after the class's usual stint at its pace, by pairs (a full cycle brings every car back to " +
        'the same point of its stint, which the plain order already reflects). "At the flag": the final class ' +
        'order of the cars still running in the last hour. Latency: every moment asked three times in a ' +
        'shuffled order, one request at a time, once the session is analysed; the computing alone is timed in ' +
        'this process, against rebuilding the index from the laps at each request.' +
        (missing ? ` Spa left out: ${missing} is not on this machine.` : ''),
    ].join('\n'),
  };
}
