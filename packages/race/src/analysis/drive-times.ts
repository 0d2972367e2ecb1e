import { HOUR_MS } from '@lemans/contract/timing';
import { type CarLap, lapStartMs } from './car-lap.ts';
import type { ClassDrivingRules } from './driving-rules.ts';

/** Within this of a maximum, a driver is at risk of breaking it. */
export const RISK_MARGIN_MS = 15 * 60_000;

/**
 * A check while the race runs: 'ok' so far, 'at-risk', or 'broken' (a maximum gone over, a minimum out of
 * reach). Once the session is over every check concludes: 'met', 'broken', or 'unverifiable' (a minimum that
 * binds some FIA driver ratings only, not reached: the timing does not say a driver's rating). A minimum is
 * 'not-applicable' to the drivers of a car out of the classification (retired, not classified, disqualified):
 * it is what a car must meet to be classified, and this one will not be.
 */
export type RuleStatus = 'ok' | 'at-risk' | 'broken' | 'met' | 'unverifiable' | 'not-applicable';
/** A driver's standing: the worst of the checks, or 'unknown' when no rules are known for the car's class. */
export type DriveStatus = RuleStatus | 'unknown';

export interface RuleCheck {
  rule: 'min-total' | 'max-total' | 'max-in-window';
  limitMs: number;
  /** The driver's figure the limit applies to. */
  valueMs: number;
  status: RuleStatus;
}

/** What one driver of a car drove in a session. */
export interface DriveTime {
  number: string;
  driverId: number | null;
  laps: number;
  /** The sum of the driver's lap times. */
  totalMs: number;
  /**
   * The same without the time the car stood in the pits (when the timing gave it, see `timeInPitsByLap`):
   * the driving time the rules count.
   */
  drivingMs: number;
  /** The longest run of consecutive laps at the wheel, across stops without a driver change. */
  longestStint: { ms: number; firstLap: number; lastLap: number };
  /**
   * The most driven in any window of the rules' length (six hours without rules), and from when: time in the
   * pits left out, as the rules count it.
   */
  mostInWindow: { ms: number; fromMs: number; lengthMs: number };
  checks: RuleCheck[];
  /**
   * The worst of the checks; 'unknown' without rules for the class, never 'ok': no check is not a pass.
   */
  status: DriveStatus;
}

const SIX_HOURS = 6 * HOUR_MS;

/** How far the race has gone, and whether the car can still be classified. */
export interface DriveProgress {
  ended: boolean;
  /** Race time left, for a session that runs. */
  remainingMs: number | null;
  /** The car is out of the classification: retired, not classified or disqualified. */
  outOfClassification?: boolean;
}

/**
 * The drive time of each driver of one car, from its laps in order: a lap counts for the driver the timing
 * names at its crossing, its time from the previous crossing. The rules count driving time without stops:
 * `pitTimeMs` gives the time the car stood in the pits after an in-lap (see `timeInPitsByLap`).
 * `session` says how far the race has gone: while it runs a check is ok so far, at risk or broken; once it is
 * over, every check concludes (met, broken or unverifiable). A car out of the classification has no minimum.
 */
export function driveTimesOfCar(
  laps: readonly CarLap[],
  rules: ClassDrivingRules | null,
  session: DriveProgress,
  pitTimeMs: (inLap: number) => number | null = () => null,
): DriveTime[] {
  const drivers = new Map<number | null, CarLap[]>();
  for (const lap of laps) {
    const list = drivers.get(lap.driverId);
    if (list) list.push(lap);
    else drivers.set(lap.driverId, [lap]);
  }
  const inPits = timeInPitsByLap(laps, pitTimeMs);
  const standing = (lap: CarLap) => inPits.get(lap) ?? NOT_IN_PITS;
  return [...drivers].map(([driverId, driven]) => {
    const totalMs = driven.reduce((sum, lap) => sum + (lap.timeMs ?? 0), 0);
    const drivingMs = driven.reduce((sum, lap) => {
      const { atStartMs, atEndMs } = standing(lap);
      return sum - atStartMs - atEndMs;
    }, totalMs);
    const windowMs = rules?.window?.lengthMs ?? SIX_HOURS;
    const spans = driven.flatMap((lap) => {
      const start = lapStartMs(lap);
      const { atStartMs, atEndMs } = standing(lap);
      return start === null ? [] : [{ fromMs: start + atStartMs, toMs: lap.crossedAtMs - atEndMs }];
    });
    const mostInWindow = { ...mostDrivenInWindow(spans, windowMs), lengthMs: windowMs };
    const checks = rules ? checksOf(rules, drivingMs, mostInWindow.ms, session) : [];
    return {
      number: (laps[0] as CarLap).number,
      driverId,
      laps: driven.length,
      totalMs,
      drivingMs,
      longestStint: longestRun(laps, driverId),
      mostInWindow,
      checks,
      status: rules ? worst(checks, session.ended ? 'met' : 'ok') : 'unknown',
    };
  });
}

/** The time a lap spent in the pits: at its start (an out-lap) and at its end (an in-lap). */
export interface TimeInPits {
  atStartMs: number;
  atEndMs: number;
}

const NOT_IN_PITS: TimeInPits = { atStartMs: 0, atEndMs: 0 };

/**
 * How long each lap of one car (in order) spent in the pits, from the time the timing gave each stop
 * (`pitTimeMs`, by in-lap). A stop's time falls on its out-lap first, from its start, as far as that lap
 * lasted; what is left of it (a stop longer than its out-lap: a repair begun in the garage before the line)
 * falls on the end of its in-lap, as far as that lap lasted. So a stop counts whole, never more than its
 * in- and out-laps, and a lap that is both never gives more than its own time. A stop whose out-lap is
 * untimed (its time counted for no driver) says nothing of how much of it the in-lap holds. Laps out of
 * the pits are left out of the map.
 */
export function timeInPitsByLap(
  laps: readonly CarLap[],
  pitTimeMs: (inLap: number) => number | null,
): Map<CarLap, TimeInPits> {
  const inPits = new Map<CarLap, TimeInPits>();
  const of = (lap: CarLap) => {
    const known = inPits.get(lap) ?? { ...NOT_IN_PITS };
    inPits.set(lap, known);
    return known;
  };
  laps.forEach((outLap, index) => {
    if (!outLap.pitOut || outLap.timeMs === null) return;
    const stopMs = Math.max(0, pitTimeMs(outLap.lap - 1) ?? 0);
    of(outLap).atStartMs = Math.min(outLap.timeMs, stopMs);
    const beyondOutLapMs = stopMs - outLap.timeMs;
    const inLap = laps[index - 1];
    if (beyondOutLapMs <= 0 || inLap?.lap !== outLap.lap - 1 || inLap.timeMs === null) return;
    const before = of(inLap);
    before.atEndMs = Math.min(inLap.timeMs - before.atStartMs, beyondOutLapMs);
  });
  return inPits;
}

/** The longest run of consecutive laps of the car driven by this driver. */
function longestRun(laps: readonly CarLap[], driverId: number | null): DriveTime['longestStint'] {
  let best = { ms: 0, firstLap: 0, lastLap: 0 };
  let run: typeof best | null = null;
  for (const lap of laps) {
    if (lap.driverId !== driverId) {
      run = null;
      continue;
    }
    if (run) {
      run.ms += lap.timeMs ?? 0;
      run.lastLap = lap.lap;
    } else run = { ms: lap.timeMs ?? 0, firstLap: lap.lap, lastLap: lap.lap };
    if (run.ms > best.ms) best = { ...run };
  }
  return best;
}

/** A stretch of race time at the wheel. */
export interface DrivingSpan {
  fromMs: number;
  toMs: number;
}

/**
 * The most of a driver's stretches at the wheel that fit in any window of `windowMs`. Some best window
 * starts where one of the stretches starts: a window starting inside a stretch loses nothing by starting at
 * that stretch's start (it gains its beginning as fast as it can lose time at its end), and one starting
 * between stretches loses nothing by starting at the next one.
 */
export function mostDrivenInWindow(
  driven: readonly DrivingSpan[],
  windowMs: number,
): { ms: number; fromMs: number } {
  const spans = driven.filter((span) => span.toMs > span.fromMs).sort((a, b) => a.fromMs - b.fromMs);
  let best = { ms: 0, fromMs: spans[0]?.fromMs ?? 0 };
  let end = 0;
  let whole = 0;
  for (let start = 0; start < spans.length; start++) {
    const from = (spans[start] as DrivingSpan).fromMs;
    const until = from + windowMs;
    if (end < start) {
      end = start;
      whole = 0;
    }
    while (end < spans.length && (spans[end] as DrivingSpan).toMs <= until) {
      const span = spans[end] as DrivingSpan;
      whole += span.toMs - span.fromMs;
      end++;
    }
    // The stretch the window ends in counts up to the window's end.
    const partial = end < spans.length ? Math.max(0, until - (spans[end] as DrivingSpan).fromMs) : 0;
    if (whole + partial > best.ms) best = { ms: whole + partial, fromMs: from };
    const first = spans[start] as DrivingSpan;
    if (end > start) whole -= first.toMs - first.fromMs;
  }
  return best;
}

function checksOf(
  rules: ClassDrivingRules,
  totalMs: number,
  windowMs: number,
  session: DriveProgress,
): RuleCheck[] {
  const checks: RuleCheck[] = [];
  const maximum = (rule: RuleCheck['rule'], limitMs: number, valueMs: number): RuleCheck => {
    let status: RuleStatus = session.ended ? 'met' : 'ok';
    if (valueMs > limitMs) status = 'broken';
    else if (!session.ended && valueMs >= limitMs - RISK_MARGIN_MS) status = 'at-risk';
    return { rule, limitMs, valueMs, status };
  };
  if (rules.minTotalMs !== null) {
    checks.push({
      rule: 'min-total',
      limitMs: rules.minTotalMs,
      valueMs: totalMs,
      status: minimumStatus(rules, rules.minTotalMs - totalMs, session),
    });
  }
  if (rules.maxTotalMs !== null) checks.push(maximum('max-total', rules.maxTotalMs, totalMs));
  if (rules.window !== null) checks.push(maximum('max-in-window', rules.window.maxMs, windowMs));
  return checks;
}

/**
 * A minimum: broken once out of reach (during the race, more missing than time left); at risk while what is
 * missing is more than half the time left. One that binds some ratings only is never said broken: the timing
 * does not give ratings, so it stays at risk during the race and cannot be judged after it.
 */
function minimumStatus(rules: ClassDrivingRules, missingMs: number, session: DriveProgress): RuleStatus {
  if (session.outOfClassification) return 'not-applicable';
  const judged = rules.minimumFor === 'every driver';
  if (session.ended) return missingMs <= 0 ? 'met' : judged ? 'broken' : 'unverifiable';
  if (missingMs <= 0) return 'ok';
  const remainingMs = session.remainingMs ?? Number.POSITIVE_INFINITY;
  if (missingMs > remainingMs) return judged ? 'broken' : 'at-risk';
  return missingMs > remainingMs / 2 ? 'at-risk' : 'ok';
}

/** A minimum that does not apply outweighs a pass, so that a driver's standing never says « met » of it. */
const SEVERITY: Record<RuleStatus, number> = {
  ok: 0,
  met: 0,
  'not-applicable': 1,
  'at-risk': 2,
  unverifiable: 2,
  broken: 3,
};

function worst(checks: readonly RuleCheck[], none: RuleStatus): RuleStatus {
  return checks.reduce<RuleStatus>(
    (status, check) => (SEVERITY[check.status] > SEVERITY[status] ? check.status : status),
    none,
  );
}
