import { SUBCLASS_GROUPS, subclassOf, subclassOfResultClass } from '@lemans/contract';
import { DAY_MS, epochOfLocalTime } from '@lemans/contract/timing';
import {
  LAP_RECORDING_FORMAT,
  type LapColumns,
  type LapRecording,
  type RecordingCar,
  type RecordingDriver,
  splitTimingName,
} from '@lemans/race';
import type { AnalysisFile, AnalysisLap } from './analysis-csv.ts';
import type { ClassificationRow } from './classification-csv.ts';
import { matchCrewMember } from './crew-member.ts';

export interface BuildRecordingOptions {
  /** File name of the Analysis CSV, kept as provenance. */
  fileName: string;
  /** Local date of the start, yyyy-MM-dd (the CSV only has times of day). */
  startDate: string;
  timeZone?: string;
  eventName: string;
  sessionName?: string;
  /** The session's scheduled length; by default, what its laps say (`scheduledDurationOf`). */
  scheduledDurationMs?: number;
  /** Classification rows of the same year, to add chassis, engine, tyres, countries and the result. */
  classification?: readonly ClassificationRow[];
  classificationYear?: number | null;
}

const CATEGORY_ORDER = ['HYPERCAR', 'LMP2', 'LMGT3'];
/** Sessions are scheduled in quarters of an hour (a 6-hour race, a practice of 1 h 30). */
const SCHEDULE_STEP_MS = 15 * 60_000;

/**
 * The scheduled length of the session the laps were driven in: a timed session ends at the leader's first
 * crossing of the line after its time is up, the others finishing within a lap, so the time of the chequered
 * flag's first lap ('FF'), else of the last crossing, down to a quarter of an hour (24 h for Le Mans 2025's
 * flag at 24:02:53, 6 h for Spa's at 6:01:07). At least a quarter of an hour.
 */
export function scheduledDurationOf(laps: readonly Pick<AnalysisLap, 'elapsedMs' | 'flag'>[]): number {
  let chequered = Number.POSITIVE_INFINITY;
  let last = 0;
  for (const lap of laps) {
    if (lap.flag === 'FF') chequered = Math.min(chequered, lap.elapsedMs);
    last = Math.max(last, lap.elapsedMs);
  }
  const end = Number.isFinite(chequered) ? chequered : last;
  return Math.max(SCHEDULE_STEP_MS, Math.floor(end / SCHEDULE_STEP_MS) * SCHEDULE_STEP_MS);
}

/** Turns a parsed Analysis file into a lap recording: one car per race number, laps in line order. */
export function buildRecording(analysis: AnalysisFile, options: BuildRecordingOptions): LapRecording {
  const byNumber = groupByNumber(analysis.laps);
  const results = new Map((options.classification ?? []).map((row) => [row.number, row]));
  const numbers = [...byNumber.keys()].sort(compareEntries(byNumber));
  let nextDriverId = 1;
  const cars = numbers.map((number, index): RecordingCar => {
    const laps = byNumber.get(number) ?? [];
    const first = laps[0] as AnalysisLap;
    const result = results.get(number);
    const drivers = crewOf(laps, result).map((driver) => ({ ...driver, driverId: nextDriverId++ }));
    return {
      id: index + 1,
      number,
      category: first.className,
      group: groupOf(first, result),
      team: first.team,
      manufacturer: first.manufacturer,
      chassis: result?.chassis || first.manufacturer,
      engine: result?.engine ?? '',
      tyres: result?.tyres ?? '',
      teamCountry: result?.teamCountry ?? '',
      drivers,
      result: result
        ? { status: result.status, position: result.position, laps: result.laps, reason: result.reason }
        : null,
      laps: toColumns(laps),
    };
  });

  const firstCrossing = analysis.laps.reduce((a, b) => (b.elapsedMs < a.elapsedMs ? b : a));
  // HOUR is the local time of day at the crossing, ELAPSED the race time: their difference is the start.
  const startOfDayMs = (((firstCrossing.hourMs - firstCrossing.elapsedMs) % DAY_MS) + DAY_MS) % DAY_MS;
  const timeZone = options.timeZone ?? 'Europe/Paris';
  const startTimeMs = epochOfLocalTime(options.startDate, startOfDayMs, timeZone);
  const scheduledDurationMs = options.scheduledDurationMs ?? scheduledDurationOf(analysis.laps);
  const sessionName = options.sessionName ?? 'Course';
  return {
    format: LAP_RECORDING_FORMAT,
    meta: {
      name: `${options.eventName} — ${sessionName}`,
      eventName: options.eventName,
      sessionId: Number(options.startDate.replaceAll('-', '')) * 10 + 1,
      sessionName,
      sessionType: 'RACE',
      startTimeMs,
      scheduledDurationMs,
      durationMs: Math.max(...analysis.laps.map((lap) => lap.elapsedMs)),
      timeZone,
      source: {
        kind: 'alkamel-analysis',
        file: options.fileName,
        columns: analysis.columns,
        classificationYear: options.classificationYear ?? null,
        provenance: 'Chronométrage FIA WEC / Al Kamel Systems (export « Analysis »)',
      },
    },
    cars,
  };
}

/** The sub-class the timing's GROUP names, else the results file's class (`LMP2(Pro-Am)`); "" for none. */
function groupOf(first: AnalysisLap, result: ClassificationRow | undefined): string {
  const subclass = subclassOf(first.group) ?? (result ? subclassOfResultClass(result.className) : null);
  return subclass ? SUBCLASS_GROUPS[subclass] : '';
}

function groupByNumber(laps: readonly AnalysisLap[]): Map<string, AnalysisLap[]> {
  const byNumber = new Map<string, AnalysisLap[]>();
  for (const lap of laps) {
    const list = byNumber.get(lap.number);
    if (list) list.push(lap);
    else byNumber.set(lap.number, [lap]);
  }
  for (const list of byNumber.values()) list.sort((a, b) => a.elapsedMs - b.elapsedMs);
  return byNumber;
}

/** Category order, then race number as a number, then as written ("7" before "007"). */
function compareEntries(byNumber: Map<string, AnalysisLap[]>) {
  const rank = (number: string) => {
    const position = CATEGORY_ORDER.indexOf(byNumber.get(number)?.[0]?.className ?? '');
    return position < 0 ? CATEGORY_ORDER.length : position;
  };
  return (a: string, b: string) => rank(a) - rank(b) || Number(a) - Number(b) || a.length - b.length;
}

function crewOf(laps: readonly AnalysisLap[], result: ClassificationRow | undefined) {
  const names = new Map<number, string>();
  for (const lap of laps) if (!names.has(lap.driverNumber)) names.set(lap.driverNumber, lap.driverName);
  return [...names.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, name]): Omit<RecordingDriver, 'driverId'> => {
      const matched = result ? matchCrewMember(name, result.drivers) : null;
      const { firstName, lastName } = matched ?? splitTimingName(name);
      return { number, firstName, lastName, country: matched?.country ?? '' };
    });
}

function toColumns(laps: readonly AnalysisLap[]): LapColumns {
  return {
    lap: laps.map((lap) => lap.lap),
    driver: laps.map((lap) => lap.driverNumber),
    timeMs: laps.map((lap) => lap.lapTimeMs),
    s1Ms: laps.map((lap) => lap.s1Ms),
    s2Ms: laps.map((lap) => lap.s2Ms),
    s3Ms: laps.map((lap) => lap.s3Ms),
    elapsedMs: laps.map((lap) => lap.elapsedMs),
    kph: laps.map((lap) => lap.kph),
    topSpeed: laps.map((lap) => lap.topSpeed),
    pitIn: laps.map((lap) => (lap.pitIn ? 1 : 0)),
    pitTimeMs: laps.map((lap) => lap.pitTimeMs),
    flag: laps.map((lap) => lap.flag),
  };
}
