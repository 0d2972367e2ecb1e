import { readFile } from 'node:fs/promises';
import { parseAnalysisCsv } from '@lemans/alkamel';
import type { StrategyResponse } from '@lemans/contract';
import { withDatabaseName } from '@lemans/platform';
import { SessionStrategy, STRATEGY_MODEL, WINDOW_CONFIDENCE } from '@lemans/race/analysis';
import { dropDatabase } from '../tests/support/postgres-admin.ts';
import { sharedDataPath } from '../tests/support/shared-data.ts';
import { startApiServer } from './lib/api-server.ts';
import type { ChildServer } from './lib/child-server.ts';
import { seedRaceEvents } from './lib/race-database.ts';
import { type BenchSection, fixed, summarise, table } from './lib/stats.ts';
import { windowHolds, withinOneLap } from './lib/strategy-evaluation.ts';
import { fitModel, judgeGrid, judgementOf, underGreen } from './lib/strategy-fit.ts';
import { type StrategyRace, strategyRaceOf } from './lib/strategy-race.ts';
import {
  type CarPrediction,
  classOrderAt,
  evenedOutPairs,
  type FileLaps,
  fileLapsOf,
  orderScore,
} from './lib/strategy-scores.ts';

/** A moment every ten minutes of race time. */
const STEP_MS = 600_000;
/** Every race the model is fitted on and scored on, each held out in turn. */
const HELD_OUT = [
  'le-mans-2023-race-analysis.csv',
  'le-mans-2025-race-analysis.csv',
  'wec-2024-fuji-6h-analysis.csv',
  'wec-2025-cota-6h-analysis.csv',
  'wec-2025-sao-paulo-6h-analysis.csv',
  'wec-2025-spa-6h-analysis.csv',
];
/** The races replayed through the API, by event name. */
const FILES: Record<string, string> = {
  '24 Heures du Mans 2025': 'alkamel/le-mans-2025-race-analysis.csv',
  '6 Heures de Spa-Francorchamps 2025': 'alkamel/wec-2025-spa-6h-analysis.csv',
};

interface Tally {
  race: string;
  evened: { ours: [number, number]; plain: [number, number] };
  cycle: { ours: [number, number]; plain: [number, number] };
  flag: { ours: [number, number]; plain: [number, number] };
  latenciesMs: number[];
  indexedMs: number[];
  rebuiltMs: number[];
}

/**
 * The strategy's next stops on every race of `../shared/data/alkamel`, each held out of the model's fit in
 * turn (fitted on the five others, scored on it), every ten minutes of race time: how often the predicted lap
 * was right to within one lap for the stops decided under green, against a fan's rule (the car's last stint
 * again), and how often the window held the stop against the confidence it states. Then the endpoint on the
 * 2025 Le Mans and Spa races, replayed through time travel (`GET /api/sessions/:id/strategy?at=`): how often
 * the pit-adjusted class order put a pair of cars as they stood once the stops evened out, one pit cycle later
 * and at the flag, against the plain class order; and its latency for a whole race, with the computation kept
 * indexed against one rebuilt from the laps at each request.
 */
export async function run(): Promise<BenchSection> {
  const races = await Promise.all(
    HELD_OUT.map(async (path) =>
      strategyRaceOf(
        path.replace('-analysis.csv', ''),
        parseAnalysisCsv(await readFile(sharedDataPath(`alkamel/${path}`), 'utf8')).laps,
      ),
    ),
  );
  const heldOut = heldOutScores(races);
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
      const race = races.find((each) => `${each.name}-analysis.csv` === path.replace('alkamel/', ''));
      if (!race) throw new Error(`Pas de course pour ${path}`);
      tallies.push(await replayRace(api, event.name, event.sessionId, file, race));
    }
    return section(heldOut, tallies, missing);
  } finally {
    await api?.stop();
    await dropDatabase(serverUrl, databaseName);
  }
}

async function replayRace(
  api: ChildServer,
  name: string,
  sessionId: string,
  file: FileLaps,
  race: StrategyRace,
): Promise<Tally> {
  const base = `${api.url}/api/sessions/${encodeURIComponent(sessionId)}/strategy`;
  // The first answer computes the session's analysis: the latency measured is the answer once computed.
  const whole = (await (await fetch(base)).json()) as StrategyResponse;
  const endMs = whole.at_race_ms;
  const tally: Tally = {
    race: name,
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
  const strategy = sessionStrategyOf(race);
  for (let atMs = STEP_MS; atMs <= endMs; atMs += STEP_MS) {
    const answer = (await (await fetch(`${base}?at=${atMs}`)).json()) as StrategyResponse;
    timeComputations(tally, strategy, race, atMs);
    const cars: CarPrediction[] = answer.strategy.map((row) => ({
      number: row.participant_number,
      category: row.category,
      laps: row.laps,
      nextStopLap: row.next_stop_lap,
      classPosition: row.class_position,
      pitAdjustedClassPosition: row.pit_adjusted_class_position,
      usualStintLaps: row.usual_stint_laps,
      paceMs: row.pace_ms,
    }));
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

/**
 * The computation alone, in this process: ours indexed once per session (as the API keeps it), against a
 * handler that would index the laps again at each request.
 */
function timeComputations(tally: Tally, indexed: SessionStrategy, race: StrategyRace, atMs: number) {
  let started = performance.now();
  indexed.at(atMs);
  tally.indexedMs.push(performance.now() - started);
  started = performance.now();
  sessionStrategyOf(race).at(atMs);
  tally.rebuiltMs.push(performance.now() - started);
}

const sessionStrategyOf = (race: StrategyRace) =>
  new SessionStrategy({ laps: race.laps, classOf: race.classOf, scheduledEndMs: race.scheduledEndMs });

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

interface HeldOut {
  race: string;
  judged: number;
  ours: number;
  /** Judged by the flags alone: the stops taken while the field's laps showed a neutralisation counted too. */
  byFlags: [number, number];
  /** Car-moments given a next stop, of those whose next stop came under green by the flags. */
  predicted: [number, number];
  fans: [number, number];
  window: number;
  model: string;
}

/** Each race scored by the model fitted on the others. */
function heldOutScores(races: readonly StrategyRace[]): { rows: HeldOut[]; shipped: string } {
  const judged = judgeGrid(races, STEP_MS);
  const rows = races.map((race) => {
    const model = fitModel(
      judged,
      races.filter((other) => other !== race).map((other) => other.name),
    );
    const { predictions: all, due } = judgementOf(judged, model, race.name);
    const predictions = underGreen(all);
    const fans = predictions.filter((each) => each.fan !== null);
    return {
      race: race.name,
      judged: predictions.length,
      ours: predictions.filter(withinOneLap).length,
      byFlags: [all.filter(withinOneLap).length, all.length],
      predicted: [all.length, due],
      fans: [fans.filter((each) => Math.abs(each.actual - (each.fan as number)) <= 1).length, fans.length],
      window: predictions.filter((each) => windowHolds(each, model.windowBelow, model.windowAbove)).length,
      model: describe(model),
    } satisfies HeldOut;
  });
  const all = fitModel(
    judged,
    races.map((race) => race.name),
  );
  const shipped = describe(STRATEGY_MODEL);
  return {
    rows,
    shipped:
      describe(all) === shipped
        ? `the fit on all six races, which ships (strategy-model.ts): ${shipped}`
        : `the fit on all six races: ${describe(all)}; **the model shipped differs**: ${shipped}`,
  };
}

function describe(model: typeof STRATEGY_MODEL): string {
  return (
    `neutralised lap ${model.neutralisedLapShare}, full stint ≥ ${model.fullStintShare} of the longest, ` +
    `latest ${model.recentStints} stints, class median worth ${model.classWeight} of them, ` +
    `window ${model.windowBelow} to +${model.windowAbove} spreads`
  );
}

function section(
  heldOut: { rows: HeldOut[]; shipped: string },
  tallies: readonly Tally[],
  missing: string | undefined,
): BenchSection {
  const pooled = heldOut.rows.reduce(
    (sum, row) => ({
      judged: sum.judged + row.judged,
      ours: sum.ours + row.ours,
      window: sum.window + row.window,
      byFlags: [sum.byFlags[0] + row.byFlags[0], sum.byFlags[1] + row.byFlags[1]] as [number, number],
      predicted: [sum.predicted[0] + row.predicted[0], sum.predicted[1] + row.predicted[1]] as [
        number,
        number,
      ],
      fans: [sum.fans[0] + row.fans[0], sum.fans[1] + row.fans[1]] as [number, number],
    }),
    {
      judged: 0,
      ours: 0,
      window: 0,
      byFlags: [0, 0] as [number, number],
      predicted: [0, 0] as [number, number],
      fans: [0, 0] as [number, number],
    },
  );
  const share = (part: number, whole: number) => `${fixed((100 * part) / whole, 1)} %`;
  const confidence = `${fixed(100 * WINDOW_CONFIDENCE, 0)} %`;
  const nextStops = [...heldOut.rows, { ...pooled, race: 'all races, pooled', model: '' }].map((row) => [
    row.race,
    row.judged,
    share(row.ours, row.judged),
    `${share(row.byFlags[0], row.byFlags[1])} of ${row.byFlags[1]}`,
    share(row.predicted[0], row.predicted[1]),
    share(row.fans[0], row.fans[1]),
    `${share(row.window, row.judged)} (stated ${confidence})`,
    row.model,
  ]);
  const replayed = tallies.map((tally) => {
    const http = summarise(tally.latenciesMs);
    const indexed = summarise(tally.indexedMs);
    const rebuilt = summarise(tally.rebuiltMs);
    return [
      tally.race,
      `${percent(tally.evened.ours)} / ${percent(tally.evened.plain)}`,
      `${percent(tally.cycle.ours)} / ${percent(tally.cycle.plain)}`,
      `${percent(tally.flag.ours)} / ${percent(tally.flag.plain)}`,
      `${fixed(http.p50, 1)} / ${fixed(http.p99, 1)}`,
      `${fixed(indexed.p99, 2)} / ${fixed(rebuilt.p99, 1)} (${fixed(rebuilt.p99 / indexed.p99, 0)}×)`,
    ];
  });
  return {
    title: 'Strategy: next stops on races held out of the fit, pit-adjusted order and latency',
    markdown: [
      table(
        [
          'held-out race',
          'green stops judged',
          'next stop within 1 lap: ours',
          'the same, judged by the flags alone',
          'car-moments given a next stop',
          "fan's rule (last stint again)",
          'actual stop inside the window',
          'fitted on the five others',
        ],
        nextStops,
      ),
      '',
      `Each race is scored by the model fitted on the five others; ${heldOut.shipped}. A stop is judged when it ` +
        'was decided under green (neither its in-lap nor the lap before it neutralised: flagged so, or run while ' +
        'most of the field lapped 1.6 times slower than its pace, a neutralisation the files flag late) and ends ' +
        "a stint of three laps or more; each moment predicts each car's next one, every ten minutes. Judged by " +
        'the flags alone, the stops of those unflagged neutralisations count too. A car is given no next stop ' +
        'before it or its class has run a full stint, nor while the session has not seen where it stands in its ' +
        "stint. The fan's rule is " +
        'judged on the same stops, from the second one on. A fit picks, on its races, the candidate right to ' +
        'within one lap most often, then the window whose share of stops held is the stated confidence.',
      '',
      table(
        [
          'race replayed through the API',
          'pairs once the stops even out: ours / plain order',
          'class order one pit cycle later: ours / plain (pairs)',
          'class order at the flag: ours / plain (pairs)',
          'endpoint p50 / p99 ms',
          'computing p99 ms: indexed / rebuilt per request',
        ],
        replayed,
      ),
      '',
      '"Once the stops even out": pairs of cars of a class on the same lap, judged at the out-lap of ' +
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
