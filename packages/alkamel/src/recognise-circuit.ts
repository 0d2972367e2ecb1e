import { CIRCUITS, type Circuit } from '@lemans/circuits';
import type { AnalysisLap } from './analysis-csv.ts';

/** What recognition reads of a lap: the columns of the Al Kamel Analysis table it needs. */
export type TimedLap = Pick<
  AnalysisLap,
  'lap' | 'lapTimeMs' | 'kph' | 's1Ms' | 's2Ms' | 's3Ms' | 'pitIn' | 'pitTimeMs' | 'flag'
>;

/** What the laps of a race say of the circuit they were driven on. */
export interface LapMeasure {
  /** Median of KPH × lap time over the racing laps, metres. */
  lengthM: number;
  /** Each sector's share of the lap's time: medians over the racing laps. */
  sectorTimeShares: [number, number, number];
  /** How many laps the medians are taken over. */
  laps: number;
}

export interface CircuitRecognition {
  circuit: Circuit;
  measuredLengthM: number;
  sectorTimeShares: [number, number, number];
}

/**
 * Lengths measured from the timing agree with the catalogue's to a few metres (Spa 2025: 7,003.9 m for
 * 7,004; Le Mans: 13,626.0 for 13,626): a circuit further than 1 % away is another one, or another layout.
 */
const LENGTH_TOLERANCE = 0.01;
/** Time shares of the sectors vary with the pace of the field and the weather by a point or two. */
const SHARE_TOLERANCE = 0.03;
/** Fewer racing laps than this say too little (a test session of a few laps, a file cut short). */
const MIN_LAPS = 20;

/**
 * A lap whose length and sectors speak for the circuit: run under green (or in an older file without flags),
 * with all three sector times, not the first (the field crosses the line from its grid), and neither ending
 * in the pit lane nor starting from it (those run through the pit lane, a distance of its own).
 */
function isRacingLap(lap: TimedLap): boolean {
  return (
    (lap.flag === 'GF' || lap.flag === '') &&
    lap.lap > 1 &&
    !lap.pitIn &&
    lap.pitTimeMs === null &&
    lap.kph !== null &&
    lap.kph > 0 &&
    (lap.lapTimeMs ?? 0) > 0 &&
    (lap.s1Ms ?? 0) > 0 &&
    (lap.s2Ms ?? 0) > 0 &&
    (lap.s3Ms ?? 0) > 0
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The length of the lap, from each racing lap's average speed times its time (KPH is the lap's average
 * speed: KPH / 3.6 × seconds gives metres), and the sectors' shares of its time; null with too few laps.
 */
export function measureLaps(laps: readonly TimedLap[]): LapMeasure | null {
  const racing = laps.filter(isRacingLap);
  if (racing.length < MIN_LAPS) return null;
  const lengths = racing.map((lap) => ((lap.kph as number) / 3.6) * ((lap.lapTimeMs as number) / 1000));
  const shareOf = (lap: TimedLap, sector: number) =>
    sector / ((lap.s1Ms as number) + (lap.s2Ms as number) + (lap.s3Ms as number));
  return {
    lengthM: median(lengths),
    sectorTimeShares: [
      median(racing.map((lap) => shareOf(lap, lap.s1Ms as number))),
      median(racing.map((lap) => shareOf(lap, lap.s2Ms as number))),
      median(racing.map((lap) => shareOf(lap, lap.s3Ms as number))),
    ],
    laps: racing.length,
  };
}

/** The share of a green lap's time each sector of a circuit takes, when its typical times are known. */
function typicalTimeShares(circuit: Circuit): [number, number, number] | null {
  const typical = circuit.typicalSectorsMs;
  if (!typical) return null;
  const lap = typical[0] + typical[1] + typical[2];
  return [typical[0] / lap, typical[1] / lap, typical[2] / lap];
}

/**
 * The catalogued circuit a race's laps were driven on: the one whose length is nearest the measured one,
 * within 1 %, and whose sectors (where their typical times are known) take the same shares of the lap's time.
 * Null when none fits: a circuit or a layout the catalogue does not hold, or laps too few to tell.
 */
export function recogniseCircuit(
  laps: readonly TimedLap[],
  circuits: readonly Circuit[] = CIRCUITS,
): CircuitRecognition | null {
  const measure = measureLaps(laps);
  if (!measure) return null;
  const gapOf = (circuit: Circuit) => Math.abs(measure.lengthM - circuit.lengthM) / circuit.lengthM;
  const fitting = circuits
    .filter((circuit) => gapOf(circuit) <= LENGTH_TOLERANCE)
    .filter((circuit) => {
      const expected = typicalTimeShares(circuit);
      return (
        !expected ||
        expected.every(
          (share, index) => Math.abs(share - (measure.sectorTimeShares[index] as number)) <= SHARE_TOLERANCE,
        )
      );
    })
    .sort((a, b) => gapOf(a) - gapOf(b));
  const circuit = fitting[0];
  if (!circuit) return null;
  return { circuit, measuredLengthM: measure.lengthM, sectorTimeShares: measure.sectorTimeShares };
}
