import type { Subclass } from '@lemans/contract';
import type { CarState } from '../live/parsed-snapshot.ts';
import type { OfficialResult } from '../recording/recording.ts';
import type { CarLap } from './car-lap.ts';
import { type ClassificationCar, type ClassifiedCar, classify } from './classification.ts';
import type { ClassificationRules } from './classification-rules.ts';

/** What a session's classification at any moment is read from: its laps and the events of its stream. */
export interface ClassificationHistory {
  laps: readonly Pick<CarLap, 'number' | 'lap' | 'crossedAtMs'>[];
  /** Each car's class, every car the session registered. */
  classOf: ReadonlyMap<string, string>;
  /** The sub-class of each car the entry list puts in one. */
  subclassOf: ReadonlyMap<string, Subclass>;
  /**
   * Each car's laps and last line crossing when the session registered it (`atMs`): a session joined
   * mid-race has none of the laps before.
   */
  registered: readonly { number: string; laps: number; lastCrossingMs: number | null; atMs: number }[];
  /** Each car's state as registered, then each change, in the order they happened. */
  states: readonly { number: string; state: CarState; atMs: number }[];
  /** When the chequered flag came out; null while it has not. */
  flagAtMs: number | null;
  /** When every car that could had taken the flag (or the session was closed); null until then. */
  completeAtMs: number | null;
  /** The results file, once published into the session. */
  results: { atMs: number; byNumber: ReadonlyMap<string, OfficialResult> } | null;
}

/** The classification as it stood at `atMs`: nothing the session learnt later is used. */
export function classificationAt(
  history: ClassificationHistory,
  atMs: number,
  rules: ClassificationRules | null,
): ClassifiedCar[] {
  const cars = new Map<string, ClassificationCar>();
  for (const [number, category] of history.classOf) {
    const subclass = history.subclassOf.get(number) ?? null;
    cars.set(number, {
      number,
      category,
      subclass,
      laps: 0,
      lastCrossingMs: null,
      state: 'Running',
      official: null,
    });
  }
  for (const start of history.registered) {
    const car = cars.get(start.number);
    if (!car || start.atMs > atMs || start.laps <= car.laps) continue;
    car.laps = start.laps;
    car.lastCrossingMs = start.lastCrossingMs;
  }
  for (const lap of history.laps) {
    const car = cars.get(lap.number);
    if (!car || lap.crossedAtMs > atMs || lap.lap <= car.laps) continue;
    car.laps = lap.lap;
    car.lastCrossingMs = lap.crossedAtMs;
  }
  for (const [number, state] of carStatesAt(history, atMs)) {
    const car = cars.get(number);
    if (car) car.state = state;
  }
  const results = history.results && history.results.atMs <= atMs ? history.results.byNumber : null;
  if (results) for (const car of cars.values()) car.official = results.get(car.number) ?? null;
  const reached = (ms: number | null) => ms !== null && ms <= atMs;
  return classify(
    [...cars.values()],
    { flagged: reached(history.flagAtMs), complete: reached(history.completeAtMs) },
    rules,
  );
}

/** Each car's state at `atMs`, as registered then changed; a car never said to change is running. */
export function carStatesAt(
  history: Pick<ClassificationHistory, 'states'>,
  atMs: number,
): Map<string, CarState> {
  const states = new Map<string, CarState>();
  for (const change of history.states) if (change.atMs <= atMs) states.set(change.number, change.state);
  return states;
}
