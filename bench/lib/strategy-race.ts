import type { AnalysisLap } from '@lemans/alkamel';
import { type CarLap, neutralisedPeriods, overlapsNeutralised } from '@lemans/race/analysis';

/**
 * A race of a timing file as the strategy reads it from the database: each car's laps, each lap neutralised
 * when a full course yellow or a safety car was out during some of it (the file flags every crossing, so the
 * race's states are read from the crossings of the whole field in order), its cars' classes, and the scheduled
 * end (the hour the last crossing falls in).
 */
export interface StrategyRace {
  name: string;
  laps: CarLap[];
  classOf: Map<string, string>;
  scheduledEndMs: number;
  /** The leader's last crossing. */
  endMs: number;
}

const HOUR_MS = 3_600_000;

export function strategyRaceOf(name: string, file: readonly AnalysisLap[]): StrategyRace {
  const crossings = [...file].sort((a, b) => a.elapsedMs - b.elapsedMs);
  const changes: { atMs: number; state: 'green' | 'fcy' | 'safety' }[] = [];
  for (const lap of crossings) {
    const state = lap.flag === 'FCY' ? 'fcy' : lap.flag === 'SF' ? 'safety' : 'green';
    if (changes.at(-1)?.state !== state) changes.push({ atMs: lap.elapsedMs, state });
  }
  const periods = neutralisedPeriods(changes);
  const byCar = new Map<string, AnalysisLap[]>();
  for (const lap of file) byCar.set(lap.number, [...(byCar.get(lap.number) ?? []), lap]);
  const laps: CarLap[] = [];
  const classOf = new Map<string, string>();
  for (const [number, list] of byCar) {
    list.sort((a, b) => a.lap - b.lap);
    classOf.set(number, list[0]?.className ?? '');
    for (const [index, lap] of list.entries()) {
      const startMs = index > 0 ? (list[index - 1] as AnalysisLap).elapsedMs : 0;
      laps.push({
        number,
        lap: lap.lap,
        timeMs: lap.lapTimeMs,
        crossedAtMs: lap.elapsedMs,
        driverId: lap.driverNumber,
        pitIn: lap.pitIn,
        pitOut: index > 0 && list[index - 1]?.pitIn === true,
        neutralised: overlapsNeutralised(periods, startMs, lap.elapsedMs),
      });
    }
  }
  const endMs = Math.max(...file.map((lap) => lap.elapsedMs));
  return { name, laps, classOf, scheduledEndMs: Math.floor(endMs / HOUR_MS) * HOUR_MS, endMs };
}
