import type { ClassificationStatus, Subclass } from '@lemans/contract';
import type { CarState } from '../live/parsed-snapshot.ts';
import type { OfficialResult } from '../recording/recording.ts';
import type { ClassificationRules } from './classification-rules.ts';

/**
 * The classification as the officials write it, at a moment of a session: classified cars by laps then by
 * the time they crossed the line, then the cars not classified (did not take the flag, too short a
 * distance, retired) by laps, then the disqualified. Every gap is measured against the leader of the
 * classification (the winner once the flag is out): in laps when it has more, else in time at the line.
 * The results file, once published, has the last word on each car's status and reason.
 */

export interface ClassificationCar {
  number: string;
  category: string;
  /** The sub-class the officials classify it in within its category, null for none. */
  subclass: Subclass | null;
  laps: number;
  /** Race time of the car's last line crossing; null before its first. */
  lastCrossingMs: number | null;
  /** Its state at the moment (Finished once it took the flag). */
  state: CarState;
  /** The results file's line for it, once published. */
  official: OfficialResult | null;
}

export interface ClassificationMoment {
  /** The chequered flag is out. */
  flagged: boolean;
  /** Every car that could has taken the flag: the session is over. */
  complete: boolean;
}

export interface ClassifiedCar {
  number: string;
  category: string;
  subclass: Subclass | null;
  status: ClassificationStatus;
  /** Why a car is not classified, in French; "" for the others. */
  reason: string;
  /** Overall and class places of the cars that are running or classified; null for the others. */
  position: number | null;
  classPosition: number | null;
  laps: number;
  /** Laps behind the leader, and time behind it on the same lap (null when laps behind, or for the leader). */
  gapLaps: number | null;
  gapMs: number | null;
  classGapLaps: number | null;
  classGapMs: number | null;
  /** Its place and gaps within its sub-class, as within its class; null for a car of no sub-class. */
  subclassPosition: number | null;
  subclassGapLaps: number | null;
  subclassGapMs: number | null;
}

const DISTANCE_REASON = (share: number) =>
  `moins de ${Math.round(share * 100)} % de la distance du vainqueur`;
export const NOT_AT_FINISH_REASON = "n'a pas franchi la ligne d'arrivée";
const RETIRED_REASON = 'abandon';

export function classify(
  cars: readonly ClassificationCar[],
  moment: ClassificationMoment,
  rules: ClassificationRules | null,
): ClassifiedCar[] {
  // The winner is the first car to take the flag; its laps are the distance the others are measured by.
  const winnerLaps = Math.max(
    0,
    ...cars
      .filter((car) => car.state === 'Finished' && car.official?.status !== 'DSQ')
      .map((car) => car.laps),
  );
  const rows = cars.map((car) => ({ car, ...statusOf(car, moment, rules, winnerLaps) }));
  rows.sort((a, b) => GROUP[a.status] - GROUP[b.status] || byLapsThenCrossing(a.car, b.car));

  const leaders = new Map<string, ClassificationCar>();
  const classCounts = new Map<string, number>();
  let position = 0;
  return rows.map(({ car, status, reason }): ClassifiedCar => {
    const placed = status === 'running' || status === 'classified';
    const leader = leaders.get('') ?? car;
    const classLeader = leaders.get(car.category) ?? car;
    // A sub-class is classified as a class of its own, among the cars of its class that belong to it.
    const subclassKey = car.subclass === null ? null : `${car.category}/${car.subclass}`;
    const subclassLeader = subclassKey === null ? car : (leaders.get(subclassKey) ?? car);
    if (status !== 'DSQ') {
      for (const key of ['', car.category, subclassKey]) {
        if (key !== null && !leaders.has(key)) leaders.set(key, car);
      }
    }
    const classPosition = (classCounts.get(car.category) ?? 0) + 1;
    if (placed) classCounts.set(car.category, classPosition);
    let subclassPosition: number | null = null;
    if (subclassKey !== null) {
      subclassPosition = (classCounts.get(subclassKey) ?? 0) + 1;
      if (placed) classCounts.set(subclassKey, subclassPosition);
    }
    const gap = status === 'DSQ' ? NO_GAP : gapBetween(leader, car);
    const classGap = status === 'DSQ' ? NO_GAP : gapBetween(classLeader, car);
    const subclassGap = status === 'DSQ' || subclassKey === null ? NO_GAP : gapBetween(subclassLeader, car);
    return {
      number: car.number,
      category: car.category,
      subclass: car.subclass,
      status,
      reason,
      position: placed ? ++position : null,
      classPosition: placed ? classPosition : null,
      laps: car.laps,
      gapLaps: gap.laps,
      gapMs: gap.ms,
      classGapLaps: classGap.laps,
      classGapMs: classGap.ms,
      subclassPosition: placed ? subclassPosition : null,
      subclassGapLaps: subclassGap.laps,
      subclassGapMs: subclassGap.ms,
    };
  });
}

const GROUP: Record<ClassificationStatus, number> = { running: 0, classified: 0, NC: 1, DNF: 1, DSQ: 2 };

function byLapsThenCrossing(a: ClassificationCar, b: ClassificationCar): number {
  return b.laps - a.laps || (a.lastCrossingMs ?? Infinity) - (b.lastCrossingMs ?? Infinity);
}

function statusOf(
  car: ClassificationCar,
  { flagged, complete }: ClassificationMoment,
  rules: ClassificationRules | null,
  winnerLaps: number,
): { status: ClassificationStatus; reason: string } {
  const { official } = car;
  if (official?.status === 'DSQ' || car.state === 'Disqualified')
    return { status: 'DSQ', reason: official?.reason ?? '' };
  if (official)
    return { status: official.status, reason: official.status === 'classified' ? '' : official.reason };
  if (car.state === 'Retired') return { status: 'DNF', reason: RETIRED_REASON };
  if (!flagged) return { status: 'running', reason: '' };
  if (car.state !== 'Finished')
    return complete ? { status: 'NC', reason: NOT_AT_FINISH_REASON } : { status: 'running', reason: '' };
  if (rules && car.laps < rules.minDistanceShare * winnerLaps)
    return { status: 'NC', reason: DISTANCE_REASON(rules.minDistanceShare) };
  return { status: 'classified', reason: '' };
}

const NO_GAP = { laps: null, ms: null } as const;

function gapBetween(
  leader: ClassificationCar,
  car: ClassificationCar,
): { laps: number | null; ms: number | null } {
  if (leader === car) return NO_GAP;
  const laps = leader.laps - car.laps;
  if (laps > 0) return { laps, ms: null };
  if (leader.lastCrossingMs === null || car.lastCrossingMs === null) return NO_GAP;
  return { laps: 0, ms: car.lastCrossingMs - leader.lastCrossingMs };
}
