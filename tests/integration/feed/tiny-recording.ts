import {
  emptyLapColumns,
  LAP_RECORDING_FORMAT,
  type LapRecording,
  type LineFlag,
  type RecordingCar,
} from '@lemans/race';

/** A 20-minute race of three cars, one per class, small enough to reason about in a test. */
export const TINY_SCHEDULED_MS = 20 * 60_000;

interface TinyCar {
  id: number;
  number: string;
  category: string;
  team: string;
  lapMs: number;
}

const TINY_CARS: TinyCar[] = [
  { id: 1, number: '83', category: 'HYPERCAR', team: 'AF Corse', lapMs: 210_000 },
  { id: 2, number: '43', category: 'LMP2', team: 'Inter Europol Competition', lapMs: 213_000 },
  { id: 3, number: '92', category: 'LMGT3', team: 'Manthey 1st Phorm', lapMs: 216_000 },
];

/**
 * Every car laps at a constant pace and stops at its first crossing after the leader took the flag, as a
 * real finish does: the leader's first crossing past the scheduled time is shown under the chequered flag.
 */
export function tinyRecording(): LapRecording {
  const leaderFinishMs = Math.ceil(TINY_SCHEDULED_MS / 210_000) * 210_000;
  const cars = TINY_CARS.map((car) => tinyCar(car, leaderFinishMs));
  const durationMs = Math.max(...cars.map((car) => car.laps.elapsedMs.at(-1) ?? 0));
  return {
    format: LAP_RECORDING_FORMAT,
    meta: {
      name: 'Course miniature',
      eventName: 'Essai du flux',
      sessionId: 4242,
      sessionName: 'Course',
      sessionType: 'RACE',
      startTimeMs: Date.UTC(2025, 5, 14, 14, 0, 0),
      scheduledDurationMs: TINY_SCHEDULED_MS,
      durationMs,
      timeZone: 'Europe/Paris',
      source: {
        kind: 'alkamel-analysis',
        file: 'tiny.csv',
        columns: 29,
        classificationYear: null,
        provenance: 'données de test',
      },
    },
    cars,
  };
}

function tinyCar(car: TinyCar, leaderFinishMs: number): RecordingCar {
  const laps = emptyLapColumns();

  for (let lap = 1; ; lap += 1) {
    const elapsedMs = lap * car.lapMs;
    const finished = elapsedMs >= leaderFinishMs;
    const s1 = Math.round(car.lapMs * 0.3);
    const s2 = Math.round(car.lapMs * 0.4);
    laps.lap.push(lap);
    laps.driver.push(lap <= 3 ? 1 : 2);
    laps.timeMs.push(car.lapMs);
    laps.s1Ms.push(s1);
    laps.s2Ms.push(s2);
    laps.s3Ms.push(car.lapMs - s1 - s2);
    laps.elapsedMs.push(elapsedMs);
    laps.kph.push(Math.round((13_626 / (car.lapMs / 1000)) * 3.6 * 10) / 10);
    laps.topSpeed.push(300);
    laps.pitIn.push(lap === 3 ? 1 : 0);
    laps.pitTimeMs.push(lap === 4 ? 60_000 : null);
    laps.flag.push((finished ? 'FF' : 'GF') satisfies LineFlag);
    if (finished) break;
  }
  return {
    id: car.id,
    number: car.number,
    category: car.category,
    group: '',
    team: car.team,
    manufacturer: 'Marque',
    chassis: 'Prototype',
    engine: 'Moteur',
    tyres: 'Michelin',
    teamCountry: 'FR',
    drivers: [
      { driverId: car.id * 10 + 1, number: 1, firstName: 'Première', lastName: 'Pilote', country: 'FR' },
      { driverId: car.id * 10 + 2, number: 2, firstName: 'Second', lastName: 'Pilote', country: 'BE' },
    ],
    result: null,
    laps,
  };
}
