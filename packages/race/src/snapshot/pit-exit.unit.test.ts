import { describe, expect, it } from 'vitest';
import {
  emptyLapColumns,
  LAP_RECORDING_FORMAT,
  type LapColumns,
  type LapRecording,
  type RecordingCar,
} from '../recording/recording.ts';
import { measuredStopsAt } from './measured-stops.ts';
import { pitExitMs } from './pit-exit.ts';
import { snapshotAt } from './snapshot-at.ts';

/** A lap of a hand-made car: its time, whether it ends in the pits, and the PIT_TIME it carries. */
interface HandLap {
  timeMs: number;
  pitIn?: boolean;
  pitTimeMs?: number;
}

/** One car's columns, its laps back to back from the start (ELAPSED the sum of the lap times). */
function columnsOf(laps: readonly HandLap[]): LapColumns {
  const columns = emptyLapColumns();
  let elapsedMs = 0;
  laps.forEach((lap, index) => {
    elapsedMs += lap.timeMs;
    columns.lap.push(index + 1);
    columns.driver.push(1);
    columns.timeMs.push(lap.timeMs);
    columns.s1Ms.push(null);
    columns.s2Ms.push(null);
    columns.s3Ms.push(null);
    columns.elapsedMs.push(elapsedMs);
    columns.kph.push(null);
    columns.topSpeed.push(null);
    columns.pitIn.push(lap.pitIn ? 1 : 0);
    columns.pitTimeMs.push(lap.pitTimeMs ?? null);
    columns.flag.push('GF');
  });
  return columns;
}

function recordingOf(cars: Record<string, readonly HandLap[]>): LapRecording {
  const recordingCars = Object.entries(cars).map(
    ([number, laps], index): RecordingCar => ({
      id: index + 1,
      number,
      category: 'HYPERCAR',
      group: '',
      team: `Équipe ${number}`,
      manufacturer: 'Marque',
      chassis: 'Prototype',
      engine: '',
      tyres: '',
      teamCountry: '',
      drivers: [{ driverId: index + 1, number: 1, firstName: 'Une', lastName: 'Pilote', country: '' }],
      result: null,
      laps: columnsOf(laps),
    }),
  );
  const durationMs = Math.max(...recordingCars.map((car) => car.laps.elapsedMs.at(-1) ?? 0));
  return {
    format: LAP_RECORDING_FORMAT,
    meta: {
      name: 'Course à la main',
      eventName: 'Essai',
      sessionId: 1,
      sessionName: 'Course',
      sessionType: 'RACE',
      startTimeMs: 0,
      // Far beyond the data: no car takes the flag, every one is still running at its last crossing.
      scheduledDurationMs: 10 * durationMs,
      durationMs,
      timeZone: 'Europe/Paris',
      source: {
        kind: 'alkamel-analysis',
        file: 'main.csv',
        columns: 29,
        classificationYear: null,
        provenance: '',
      },
    },
    cars: recordingCars,
  };
}

const LAP = 100_000;

/**
 * #1: a stop of 30 s after lap 2, then one of 150 s after lap 4 whose out-lap lasted 80 s (a repair begun
 * before the line), then lap 6 into the pits for good. #2: a stop of 150 s after lap 2 whose out-lap, of
 * 100 s, ended in the pits again, for 20 s.
 */
const RACE = recordingOf({
  '1': [
    { timeMs: LAP },
    { timeMs: LAP, pitIn: true },
    { timeMs: LAP, pitTimeMs: 30_000 },
    { timeMs: LAP, pitIn: true },
    { timeMs: 80_000, pitTimeMs: 150_000 },
    { timeMs: LAP, pitIn: true },
  ],
  '2': [
    { timeMs: LAP },
    { timeMs: LAP, pitIn: true },
    { timeMs: LAP, pitIn: true, pitTimeMs: 150_000 },
    { timeMs: LAP, pitTimeMs: 20_000 },
    { timeMs: 3 * LAP },
  ],
});
const [FIRST, SECOND] = RACE.cars.map((car) => car.laps) as [LapColumns, LapColumns];

const entryAt = (number: string, raceTimeMs: number) =>
  snapshotAt(RACE, raceTimeMs).entries.find((entry) => entry.number === number);

describe('pitExitMs', () => {
  it('is the crossing into the pits plus the PIT_TIME of the out-lap', () => {
    expect(pitExitMs(FIRST, 1)).toBe(2 * LAP + 30_000);
  });

  it('is the out-lap crossing at the latest, for a stop longer than its out-lap', () => {
    expect(pitExitMs(FIRST, 3)).toBe(4 * LAP + 80_000);
    expect(pitExitMs(SECOND, 1)).toBe(3 * LAP);
  });

  it('never comes while the data shows no out-lap', () => {
    expect(pitExitMs(FIRST, 5)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('a stop longer than its out-lap, replayed', () => {
  it('holds the car in the pits until its out-lap crossing, and its exact time from then on', () => {
    expect(entryAt('1', 4 * LAP + 79_999)).toMatchObject({ state: 'InPit', pitstop: 2 });
    expect(measuredStopsAt(RACE, 4 * LAP + 79_999).get('1')).toEqual({ stop: 1, durationMs: 30_000 });
    expect(entryAt('1', 4 * LAP + 80_000)).toMatchObject({ state: 'Running', pitstop: 2 });
    expect(measuredStopsAt(RACE, 4 * LAP + 80_000).get('1')).toEqual({ stop: 2, durationMs: 150_000 });
  });

  it('ends as the next stop begins when its out-lap ended in the pits', () => {
    expect(entryAt('2', 3 * LAP - 1)).toMatchObject({ state: 'InPit', pitstop: 1 });
    expect(measuredStopsAt(RACE, 3 * LAP - 1).get('2')).toBeUndefined();
    expect(entryAt('2', 3 * LAP)).toMatchObject({ state: 'InPit', pitstop: 2 });
    expect(measuredStopsAt(RACE, 3 * LAP).get('2')).toEqual({ stop: 1, durationMs: 150_000 });
    expect(measuredStopsAt(RACE, 3 * LAP + 20_000).get('2')).toEqual({ stop: 2, durationMs: 20_000 });
  });

  it('says at every moment that the car has left its latest stop exactly when it is out of the pits', () => {
    for (let raceTimeMs = LAP; raceTimeMs < RACE.meta.durationMs; raceTimeMs += 500) {
      const measured = measuredStopsAt(RACE, raceTimeMs);
      for (const entry of snapshotAt(RACE, raceTimeMs).entries) {
        if (entry.pitstop === 0) continue;
        const left = measured.get(entry.number)?.stop ?? entry.pitstop - 1;
        expect({ at: raceTimeMs, number: entry.number, inPit: left < entry.pitstop }).toEqual({
          at: raceTimeMs,
          number: entry.number,
          inPit: entry.state === 'InPit',
        });
      }
    }
  });
});
