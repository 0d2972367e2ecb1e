import { readFile } from 'node:fs/promises';
import { type AnalysisLap, parseAnalysisCsv } from '@lemans/alkamel';
import type { CarLap, SessionLaps } from '@lemans/race/analysis';
import { sharedDataPath } from './shared-data.ts';

export interface CsvSession {
  csv: AnalysisLap[];
  session: SessionLaps;
  /** The id given to a car's driver, by the driver's order in the car (the file gives no other id). */
  driverIdOf(number: string, driverNumber: number): number;
}

/**
 * An Al Kamel Analysis CSV of the shared data as the analysis reads a session: every lap of every car, a lap
 * neutralised when the file shows FCY or the safety car at its line crossing (the pipeline reads the race
 * states instead), the time in the pits from PIT_TIME (given on the out-lap, for the stop before it).
 */
export async function sessionLapsOfCsv(relativePath: string): Promise<CsvSession> {
  const { laps } = parseAnalysisCsv(await readFile(sharedDataPath(relativePath), 'utf8'));
  // '7' and '007' are two cars: ids are handed out per (number, driver order), never computed from them.
  const ids = new Map<string, number>();
  const driverIdOf = (number: string, driverNumber: number) => {
    const key = `${number}/${driverNumber}`;
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size + 1;
      ids.set(key, id);
    }
    return id;
  };
  const previousInPit = new Map<string, boolean>();
  const inOrder = [...laps].sort((a, b) =>
    a.number < b.number ? -1 : a.number > b.number ? 1 : a.lap - b.lap,
  );
  const carLaps: CarLap[] = inOrder.map((lap) => {
    const pitOut = previousInPit.get(lap.number) ?? false;
    previousInPit.set(lap.number, lap.pitIn);
    return {
      number: lap.number,
      lap: lap.lap,
      timeMs: lap.lapTimeMs,
      crossedAtMs: lap.elapsedMs,
      driverId: driverIdOf(lap.number, lap.driverNumber),
      pitIn: lap.pitIn,
      pitOut,
      neutralised: lap.flag === 'FCY' || lap.flag === 'SF',
    };
  });
  // The file's own times: exact.
  const pitTimesMs = new Map<string, number>();
  const pitTimePrecisionsMs = new Map<string, number>();
  for (const lap of laps) {
    if (lap.pitTimeMs === null) continue;
    pitTimesMs.set(`${lap.number}#${lap.lap - 1}`, lap.pitTimeMs);
    pitTimePrecisionsMs.set(`${lap.number}#${lap.lap - 1}`, 0);
  }
  return {
    driverIdOf,
    csv: laps,
    session: {
      laps: carLaps,
      classOf: new Map(laps.map((lap) => [lap.number, lap.className])),
      pitTimesMs,
      pitTimePrecisionsMs,
      rules: null,
      ended: true,
      remainingMs: null,
    },
  };
}
