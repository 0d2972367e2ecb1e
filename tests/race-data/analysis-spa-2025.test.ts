import { type AnalysisLap, scheduledDurationOf } from '@lemans/alkamel';
import { analyseSession, type SessionAnalysis, WEC_SIX_HOURS_2025 } from '@lemans/race/analysis';
import { beforeAll, expect, it } from 'vitest';
import { type CsvSession, sessionLapsOfCsv } from '../support/analysis-laps.ts';
import { describeWithSharedData } from '../support/shared-data.ts';

const HOUR = 3_600_000;

describeWithSharedData('analysis of the 6 Hours of Spa 2025 from its Analysis CSV', () => {
  let csv: AnalysisLap[];
  let analysis: SessionAnalysis;
  let driverIdOf: CsvSession['driverIdOf'];

  beforeAll(async () => {
    const read = await sessionLapsOfCsv('alkamel/wec-2025-spa-6h-analysis.csv');
    csv = read.csv;
    driverIdOf = read.driverIdOf;
    analysis = analyseSession({ ...read.session, rules: WEC_SIX_HOURS_2025 });
  });

  it('says the race was scheduled for six hours, as an import without its length takes it', () => {
    expect(scheduledDurationOf(csv)).toBe(6 * HOUR);
  });

  it('finds one stop per lap the file marks as ending in the pits: 261, seven for the winning #51', () => {
    expect(analysis.pitStops).toHaveLength(261);
    const marked = csv.filter((lap) => lap.number === '51' && lap.pitIn).map((lap) => lap.lap);
    expect(analysis.pitStops.filter((stop) => stop.number === '51').map((stop) => stop.lap)).toEqual(marked);
    expect(marked).toEqual([25, 36, 63, 80, 94, 122, 144]);
  });

  it("partitions every car's 4,630 laps into stints and gives each driver the sum of their laps", () => {
    expect(analysis.stints.reduce((sum, stint) => sum + stint.laps, 0)).toBe(4630);
    for (const number of new Set(csv.map((lap) => lap.number))) {
      const stints = analysis.stints.filter((stint) => stint.number === number);
      const last = Math.max(...csv.filter((lap) => lap.number === number).map((lap) => lap.lap));
      expect(stints[0]?.firstLap, number).toBe(1);
      expect(stints.at(-1)?.lastLap, number).toBe(last);
      for (let index = 1; index < stints.length; index++) {
        expect(stints[index]?.firstLap).toBe((stints[index - 1]?.lastLap as number) + 1);
      }
    }
    expect(analysis.driveTimes).toHaveLength(96);
    const winners = analysis.driveTimes.filter((drive) => drive.number === '51');
    const total = winners.reduce((sum, drive) => sum + drive.totalMs, 0);
    // #51's 150 laps ended 21,667.299 s into the race: its drivers' laps add up to exactly that.
    expect(total).toBe(21_667_299);
    const calado = csv.find((lap) => lap.number === '51' && lap.driverName === 'James CALADO');
    const drive = winners.find(
      (candidate) => candidate.driverId === driverIdOf('51', calado?.driverNumber ?? 0),
    );
    expect((drive?.totalMs ?? 0) / HOUR).toBeCloseTo(1.407, 3);
  });

  it('checks the 45 minutes every driver must drive at a six-hour race, and nothing else', () => {
    for (const drive of analysis.driveTimes) {
      expect(drive.checks.map((check) => check.rule)).toEqual(['min-total']);
      expect(drive.checks[0]?.status).toBe(drive.drivingMs >= 45 * 60_000 ? 'met' : 'broken');
    }
    const short = analysis.driveTimes.filter((drive) => drive.status === 'broken');
    expect(short.map((drive) => drive.number)).toEqual(['95']);
  });

  it('keeps the events apart: no battle between a car and another class, none under neutralisation', () => {
    const classOf = new Map(csv.map((lap) => [lap.number, lap.className]));
    const battles = analysis.raceBattles(2000);
    expect(battles.length).toBeGreaterThan(0);
    for (const battle of battles) {
      expect(classOf.get(battle.cars[0])).toBe(classOf.get(battle.cars[1]));
      expect(battle.laps).toBeGreaterThanOrEqual(3);
      for (let lap = battle.fromLap; lap <= battle.toLap; lap++) {
        for (const number of battle.cars) {
          const row = csv.find((candidate) => candidate.number === number && candidate.lap === lap);
          expect(row?.flag, `${number} lap ${lap}`).not.toMatch(/^(FCY|SF)$/);
        }
      }
    }
  });
});
