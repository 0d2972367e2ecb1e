import { formatLapTime } from '@lemans/contract/timing';
import type { AnalysisLap } from './analysis-csv.ts';

/**
 * Rows of an Analysis file that contradict each other. Each row parses on its own, so the parser lets them
 * through; stored as they are, the later row of a car's lap silently replaces the earlier one in the
 * session while the recording counts both. An import is refused whole instead, naming every line at fault.
 *
 * The file names a car by its NUMBER only, with no entry id: an entry whose number changed would read as two
 * cars, which nothing here can see. What is checked is that each number keeps one class, group, team,
 * manufacturer and one name per driver number, one set of values per lap, and laps that follow each other
 * in race time.
 */
export interface AnalysisContradiction {
  /** 1-based line of the file (the header is line 1) of the row at fault. */
  line: number;
  number: string;
  lap: number;
  /** French, starting with « ligne N : ». */
  message: string;
}

/** How many problems the refusal lists before « et N autres ». */
const LISTED_CONTRADICTIONS = 20;

export class AnalysisContradictionsError extends Error {
  constructor(readonly contradictions: readonly AnalysisContradiction[]) {
    super(contradictionsMessage(contradictions));
    this.name = 'AnalysisContradictionsError';
  }
}

/** Throws an AnalysisContradictionsError naming every contradiction of the rows, if there is one. */
export function checkNoContradictions(laps: readonly AnalysisLap[]): void {
  const contradictions = findContradictions(laps);
  if (contradictions.length > 0) throw new AnalysisContradictionsError(contradictions);
}

export function findContradictions(laps: readonly AnalysisLap[]): AnalysisContradiction[] {
  const byCar = new Map<string, AnalysisLap[]>();
  for (const lap of laps) {
    const rows = byCar.get(lap.number);
    if (rows) rows.push(lap);
    else byCar.set(lap.number, [lap]);
  }
  const found = [...byCar.values()].flatMap((rows) => [
    ...repeatedLaps(rows),
    ...identityChanges(rows),
    ...driverNameChanges(rows),
    ...lapsOutOfOrder(rows),
  ]);
  return found.sort((a, b) => a.line - b.line);
}

function contradictionsMessage(contradictions: readonly AnalysisContradiction[]): string {
  const listed = contradictions.slice(0, LISTED_CONTRADICTIONS).map((found) => found.message);
  const more = contradictions.length - listed.length;
  if (more > 0) listed.push(`et ${more} autre${more > 1 ? 's' : ''}`);
  const count = contradictions.length;
  return `Fichier contradictoire, rien n'est importé (${count} problème${count > 1 ? 's' : ''}) : ${listed.join(' ; ')}`;
}

const problem = (row: AnalysisLap, text: string): AnalysisContradiction => ({
  line: row.line,
  number: row.number,
  lap: row.lap,
  message: `ligne ${row.line} : ${text}`,
});

const duration = (ms: number | null) => (ms === null ? 'vide' : formatLapTime(ms));
const plain = (value: string | number | null) => (value === null || value === '' ? 'vide' : String(value));

/**
 * Every value read from a row, as the file would show it: a row that differs in none of them is a repeat
 * (the improvement flags and the duplicate sector columns are not read, so not compared).
 */
const LAP_VALUES: readonly { column: string; show: (row: AnalysisLap) => string }[] = [
  { column: 'LAP_TIME', show: (row) => duration(row.lapTimeMs) },
  { column: 'ELAPSED', show: (row) => duration(row.elapsedMs) },
  { column: 'HOUR', show: (row) => duration(row.hourMs) },
  { column: 'S1', show: (row) => duration(row.s1Ms) },
  { column: 'S2', show: (row) => duration(row.s2Ms) },
  { column: 'S3', show: (row) => duration(row.s3Ms) },
  { column: 'DRIVER_NUMBER', show: (row) => plain(row.driverNumber) },
  { column: 'DRIVER_NAME', show: (row) => plain(row.driverName) },
  { column: 'CROSSING_FINISH_LINE_IN_PIT', show: (row) => (row.pitIn ? 'B' : 'vide') },
  { column: 'PIT_TIME', show: (row) => duration(row.pitTimeMs) },
  { column: 'KPH', show: (row) => plain(row.kph) },
  { column: 'TOP_SPEED', show: (row) => plain(row.topSpeed) },
  { column: 'FLAG_AT_FL', show: (row) => plain(row.flag) },
  { column: 'CLASS', show: (row) => plain(row.className) },
  { column: 'GROUP', show: (row) => plain(row.group) },
  { column: 'TEAM', show: (row) => plain(row.team) },
  { column: 'MANUFACTURER', show: (row) => plain(row.manufacturer) },
];

/**
 * A lap given twice. An exact repeat is refused too: the exports never repeat a row, so one means a file
 * pasted together by hand, and keeping it would count the lap twice in the recording.
 */
function repeatedLaps(rows: readonly AnalysisLap[]): AnalysisContradiction[] {
  const first = new Map<number, AnalysisLap>();
  const found: AnalysisContradiction[] = [];
  for (const row of rows) {
    const earlier = first.get(row.lap);
    if (!earlier) {
      first.set(row.lap, row);
      continue;
    }
    const already = `la voiture ${row.number} a déjà un tour ${row.lap} (ligne ${earlier.line})`;
    const differing = LAP_VALUES.find(({ show }) => show(row) !== show(earlier));
    if (!differing) found.push(problem(row, `${already}, ligne répétée`));
    else {
      const what = differing.column === 'LAP_TIME' ? 'un autre temps' : `un autre ${differing.column}`;
      found.push(
        problem(row, `${already} avec ${what} (${differing.show(row)} contre ${differing.show(earlier)})`),
      );
    }
  }
  return found;
}

const IDENTITY: readonly { label: string; of: (row: AnalysisLap) => string }[] = [
  { label: 'de catégorie', of: (row) => row.className },
  { label: 'de groupe', of: (row) => row.group },
  { label: "d'équipe", of: (row) => row.team },
  { label: 'de constructeur', of: (row) => row.manufacturer },
];

/** One problem per change, not per row after it: a car moved to another class is one mistake. */
function identityChanges(rows: readonly AnalysisLap[]): AnalysisContradiction[] {
  const found: AnalysisContradiction[] = [];
  for (const { label, of } of IDENTITY) {
    let last: AnalysisLap | undefined;
    for (const row of rows) {
      if (last && of(row) !== of(last)) {
        const change = `« ${plain(of(row))} » au lieu de « ${plain(of(last))} » (ligne ${last.line})`;
        found.push(problem(row, `la voiture ${row.number} change ${label} au tour ${row.lap} : ${change}`));
      }
      last = row;
    }
  }
  return found;
}

/** Drivers take turns, but a car's driver number always names the same person. */
function driverNameChanges(rows: readonly AnalysisLap[]): AnalysisContradiction[] {
  const last = new Map<number, AnalysisLap>();
  const found: AnalysisContradiction[] = [];
  for (const row of rows) {
    const earlier = last.get(row.driverNumber);
    if (earlier && earlier.driverName !== row.driverName) {
      found.push(
        problem(
          row,
          `le pilote ${row.driverNumber} de la voiture ${row.number} s'appelle « ${plain(row.driverName)} » ` +
            `au tour ${row.lap} et « ${plain(earlier.driverName)} » au tour ${earlier.lap} (ligne ${earlier.line})`,
        ),
      );
    }
    last.set(row.driverNumber, row);
  }
  return found;
}

/** Each lap of a car ends later in the race than the one before it (repeated laps are reported apart). */
function lapsOutOfOrder(rows: readonly AnalysisLap[]): AnalysisContradiction[] {
  const firstOfEachLap = new Map<number, AnalysisLap>();
  for (const row of rows) if (!firstOfEachLap.has(row.lap)) firstOfEachLap.set(row.lap, row);
  const inLapOrder = [...firstOfEachLap.values()].sort((a, b) => a.lap - b.lap);
  const found: AnalysisContradiction[] = [];
  for (let at = 1; at < inLapOrder.length; at++) {
    const before = inLapOrder[at - 1] as AnalysisLap;
    const row = inLapOrder[at] as AnalysisLap;
    if (row.elapsedMs > before.elapsedMs) continue;
    found.push(
      problem(
        row,
        `le tour ${row.lap} de la voiture ${row.number} finit à ${formatLapTime(row.elapsedMs)} de course, ` +
          `pas après son tour ${before.lap} (ligne ${before.line}, ${formatLapTime(before.elapsedMs)})`,
      ),
    );
  }
  return found;
}
