import type { AnalysisLap } from '@lemans/alkamel';
import { analyseSession, type CarLap, LE_MANS_2025, type SessionAnalysis } from '@lemans/race/analysis';
import { beforeAll, expect, it } from 'vitest';
import { type CsvSession, sessionLapsOfCsv } from '../support/analysis-laps.ts';
import { describeWithSharedData } from '../support/shared-data.ts';

const HOUR = 3_600_000;

describeWithSharedData('analysis of the 2025 race from its Analysis CSV', () => {
  let csv: AnalysisLap[];
  let laps: readonly CarLap[];
  let analysis: SessionAnalysis;
  let driverIdOf: CsvSession['driverIdOf'];

  beforeAll(async () => {
    const read = await sessionLapsOfCsv('alkamel/le-mans-2025-race-analysis.csv');
    csv = read.csv;
    laps = read.session.laps;
    driverIdOf = read.driverIdOf;
    analysis = analyseSession({ ...read.session, rules: LE_MANS_2025 });
  });

  it("finds #83's 32 stops, each at a lap the file marks as ending in the pits", () => {
    const stops = analysis.pitStops.filter((stop) => stop.number === '83');
    const marked = csv.filter((lap) => lap.number === '83' && lap.pitIn).map((lap) => lap.lap);
    expect(stops.map((stop) => stop.lap)).toEqual(marked);
    expect(stops).toHaveLength(32);
    // Lap 305 (3:33.078) ends in the pits; lap 306 (6:07.386) carries the 75.907 s of PIT_TIME.
    const stop = stops.find((candidate) => candidate.lap === 305);
    expect(stop).toMatchObject({
      inLapMs: 213_078,
      outLapMs: 367_386,
      pitTimeMs: 75_907,
      driverChange: false,
    });
    expect(stop?.timeLostMs).toBe(213_078 + 367_386 - 2 * (stop?.referenceLapMs as number));
    expect(stop?.referenceLapMs).toBeGreaterThan(205_000);
    expect(stop?.referenceLapMs).toBeLessThan(212_000);
    expect(analysis.pitStops).toHaveLength(csv.filter((lap) => lap.pitIn).length);
  });

  it("gives #83's drivers the sum of their laps: Kubica 10.3 h, Ye 6.9 h, Hanson 6.8 h", () => {
    const hours = (driverNumber: number) =>
      (analysis.driveTimes.find((drive) => drive.driverId === driverIdOf('83', driverNumber))?.totalMs ?? 0) /
      HOUR;
    const driverNumber = (name: string) =>
      csv.find((lap) => lap.number === '83' && lap.driverName.includes(name))?.driverNumber as number;
    expect(hours(driverNumber('KUBICA'))).toBeCloseTo(10.302, 3);
    expect(hours(driverNumber('YE'))).toBeCloseTo(6.923, 3);
    expect(hours(driverNumber('HANSON'))).toBeCloseTo(6.823, 3);
    for (const drive of analysis.driveTimes) {
      const own = csv.filter((lap) => driverIdOf(lap.number, lap.driverNumber) === drive.driverId);
      expect(drive.totalMs).toBe(own.reduce((sum, lap) => sum + (lap.lapTimeMs ?? 0), 0));
      expect(drive.laps).toBe(own.length);
    }
  });

  it("checks #83's drivers against the Le Mans rules: none over 14 h nor over 4 h in 6 h", () => {
    const drives = analysis.driveTimes.filter((drive) => drive.number === '83');
    expect(drives).toHaveLength(3);
    for (const drive of drives) {
      expect(drive.checks.map((check) => check.rule)).toEqual(['max-total', 'max-in-window']);
      expect(drive.mostInWindow.ms).toBeLessThanOrEqual(4 * HOUR);
      expect(drive.longestStint.ms).toBeLessThanOrEqual(drive.totalMs);
      // The rules count driving without the time in the pits (PIT_TIME, on each out-lap).
      expect(drive.drivingMs).toBeLessThan(drive.totalMs);
      expect(drive.mostInWindow.ms).toBeLessThanOrEqual(drive.drivingMs);
      expect(drive.status).not.toBe('broken');
    }
  });

  it("partitions every car's laps into its stints, exactly", () => {
    const cars = new Map<string, number[]>();
    for (const lap of csv) cars.set(lap.number, [...(cars.get(lap.number) ?? []), lap.lap]);
    for (const [number, carLaps] of cars) {
      const stints = analysis.stints.filter((stint) => stint.number === number);
      const covered = stints.flatMap((stint) =>
        Array.from({ length: stint.lastLap - stint.firstLap + 1 }, (_, index) => stint.firstLap + index),
      );
      expect(covered, number).toEqual(carLaps.sort((a, b) => a - b));
      expect(stints.reduce((sum, stint) => sum + stint.laps, 0)).toBe(carLaps.length);
      for (const [index, stint] of stints.entries()) {
        expect(stint.stint).toBe(index + 1);
        if (index > 0) expect(stint.startMs).toBe(stints[index - 1]?.endMs);
      }
    }
    expect(analysis.stints.filter((stint) => stint.number === '83')).toHaveLength(33);
  });

  it('reads a stint from its clean laps only: no in-lap, out-lap or neutralised lap', () => {
    const stint = analysis.stints.find((candidate) => candidate.number === '83' && candidate.lastLap === 305);
    const own = laps.filter(
      (lap) => lap.number === '83' && lap.lap >= (stint?.firstLap ?? 0) && lap.lap <= 305,
    );
    const clean = own.filter((lap) => !lap.pitIn && !lap.pitOut && !lap.neutralised);
    expect(stint?.cleanLaps).toBe(clean.length);
    expect(stint?.bestMs).toBe(Math.min(...clean.map((lap) => lap.timeMs as number)));
    expect(stint?.degradationSPerLap).not.toBeNull();
    expect(Math.abs(stint?.degradationSPerLap as number)).toBeLessThan(1);
  });

  it('follows the battles of the last hour between #83, #6 and #51', () => {
    const finish = Math.max(...laps.filter((lap) => lap.number === '83').map((lap) => lap.crossedAtMs));
    const leaders = (battle: { ahead: string; behind: string }) =>
      ['83', '6', '51'].includes(battle.ahead) && ['83', '6', '51'].includes(battle.behind);
    // Within 2 s they never were in the last hour: the gaps at the line stayed between 8 and 50 s.
    for (let at = finish - HOUR; at <= finish; at += 60_000) {
      expect(analysis.battlesAt(at, 2000).filter(leaders)).toEqual([]);
    }
    // Within 17 s at the flag: #6 14.084 s behind #83 since lap 377 (16.1 s at most), #51 14.403 s behind #6 since lap 380.
    const atFlag = analysis.battlesAt(finish + 60_000, 17_000).filter(leaders);
    expect(atFlag).toMatchObject([
      {
        ahead: '83',
        behind: '6',
        position: 1,
        lap: 387,
        gapMs: 14_084,
        sinceLap: 377,
        laps: 11,
        trend: 'closing',
      },
      { ahead: '6', behind: '51', position: 2, lap: 387, gapMs: 14_403, sinceLap: 380, laps: 8 },
    ]);
    const race = analysis
      .raceBattles(17_000)
      .filter((battle) => battle.toLap === 387 && battle.cars.includes('6'));
    expect(race.map((battle) => [battle.cars, battle.fromLap])).toEqual([
      [['83', '6'], 377],
      [['6', '51'], 380],
    ]);
  });

  it('lists class battles only between cars of one class, on the same lap', () => {
    const classOf = new Map(csv.map((lap) => [lap.number, lap.className]));
    const midRace = 12 * HOUR;
    const battles = analysis.battlesAt(midRace, 2000);
    expect(battles.length).toBeGreaterThan(0);
    for (const battle of battles) {
      expect(classOf.get(battle.ahead)).toBe(classOf.get(battle.behind));
      expect(battle.gapMs).toBeGreaterThanOrEqual(0);
      expect(battle.gapMs).toBeLessThanOrEqual(2000);
      expect(battle.sinceMs).toBeLessThanOrEqual(midRace);
    }
  });

  it('charts a car in its class: positions, gaps to the class leader and to the car ahead, laps down as laps', () => {
    const winner = analysis.progressOf('83') ?? [];
    expect(winner).toHaveLength(387);
    expect(winner.at(-1)).toMatchObject({
      lap: 387,
      position: 1,
      classPosition: 1,
      classGap: { ms: 0, laps: 0 },
    });
    expect(winner.at(-1)?.classInterval).toBeNull();
    expect(analysis.progressOf('6')?.at(-1)).toMatchObject({
      classPosition: 2,
      classGap: { ms: 14_084, laps: 0 },
      classInterval: { ms: 14_084, laps: 0 },
    });
    expect(analysis.progressOf('51')?.at(-1)?.classInterval).toEqual({ ms: 14_403, laps: 0 });
    // LMP2's winner leads its class at the flag, 20 laps down on the overall leader.
    const lmp2 = analysis.progressOf('43') ?? [];
    expect(lmp2.at(-1)).toMatchObject({ lap: 367, classPosition: 1, classGap: { ms: 0, laps: 0 } });
    expect(lmp2.at(-1)?.position).toBeGreaterThan(15);
    // Every LMP2 car's gap is to the LMP2 leader: minutes and laps, never the hour and more to the overall one.
    const classOf = new Map(csv.map((lap) => [lap.number, lap.className]));
    for (const [number, category] of classOf) {
      if (category !== 'LMP2') continue;
      for (const lap of analysis.progressOf(number) ?? []) {
        expect(lap.classGap.ms, `${number} lap ${lap.lap}`).toBeLessThan(HOUR);
      }
    }
    // Stint numbers follow the stops: #83's lap 306 opens its 27th stint (26 stops before it).
    expect(winner.find((lap) => lap.lap === 306)?.stint).toBe(27);
    expect(winner.filter((lap) => lap.clean).length).toBeGreaterThan(300);
  });
});
