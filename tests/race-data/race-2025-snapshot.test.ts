import { fileURLToPath } from 'node:url';
import { parseRaceTime } from '@lemans/contract/timing';
import {
  type LapRecording,
  type OrganiserEntry,
  type OrganiserSnapshot,
  parsedSnapshotOf,
  raceStateMessage,
  readRecordingFile,
  snapshotAt,
} from '@lemans/race';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The committed 2025 recording, read through `snapshotAt`, must reproduce what really happened
 * (facts checked against the official classification, see the data README).
 */

const RECORDING = fileURLToPath(
  new URL('../../services/feed/recordings/le-mans-2025-race.json.gz', import.meta.url),
);
const at = (raceTime: string) => parseRaceTime(raceTime) as number;

let recording: LapRecording;
let final: OrganiserSnapshot;
const car = (snapshot: OrganiserSnapshot, number: string) =>
  snapshot.entries.find((entry) => entry.number === number) as OrganiserEntry;

beforeAll(async () => {
  recording = await readRecordingFile(RECORDING);
  final = snapshotAt(recording, recording.meta.durationMs);
});

describe('the 2025 race at the flag', () => {
  it('is won by #83 AF Corse after 387 laps, crossing at 24:02:53.332', () => {
    const winner = final.entries[0] as OrganiserEntry;
    expect(winner).toMatchObject({
      number: '83',
      team: 'AF Corse',
      car: 'Ferrari 499P',
      lap: 387,
      ranking: 1,
    });
    expect(winner.lastPassingTime).toBe(at('24:02:53.332'));
    expect(winner.drivers.map((driver) => driver.lastName)).toEqual(['Kubica', 'Ye', 'Hanson']);
    expect(winner.gap).toBe('');
  });

  it('has #6 second at 14.084 s and #51 third', () => {
    expect(final.entries[1]).toMatchObject({
      number: '6',
      gap: '14.084',
      gapTime: 14_084,
      gapPrev: '14.084',
    });
    expect(final.entries[2]).toMatchObject({ number: '51', lap: 387 });
  });

  it('has five cars on 387 laps, the fifth of them #50, disqualified and moved to the foot', () => {
    expect(final.entries.filter((entry) => entry.lap === 387).map((entry) => entry.number)).toEqual([
      '83',
      '6',
      '51',
      '12',
      '50',
    ]);
    expect(car(final, '50')).toMatchObject({ state: 'Disqualified', ranking: 62, gap: '' });
    expect(car(final, '12').ranking).toBe(4);
    expect(car(final, '7')).toMatchObject({ ranking: 5, gap: '1 Lap' });
  });

  it('gives every car the laps of the official classification and its official position', () => {
    // The results file repeats position 13 for #99 and #007; the official PDF has #007 14th.
    const officialPosition = (number: string, position: number | null) => (number === '007' ? 14 : position);
    for (const { number, result } of recording.cars) {
      expect(result, number).not.toBeNull();
      expect(car(final, number).lap, number).toBe(result?.laps);
      if (result?.status === 'classified') {
        expect(car(final, number).ranking, number).toBe(officialPosition(number, result.position));
      }
    }
  });

  it('has the class leaders #43 in LMP2 (367 laps) and #92 in LMGT3 (341 laps)', () => {
    expect(car(final, '43')).toMatchObject({ categoryPosition: 1, lap: 367, classGap: '' });
    expect(car(final, '92')).toMatchObject({ categoryPosition: 1, lap: 341 });
    expect(car(final, '83').categoryPosition).toBe(1);
    expect(car(final, '48')).toMatchObject({ category: 'LMP2', categoryPosition: 2, lap: 367 });
  });

  it('has the fastest laps overall and per class', () => {
    const fastest = (category?: string) =>
      final.entries
        .filter((entry) => !category || entry.category === category)
        .reduce((best, entry) => (entry.bestlapTime < best.bestlapTime ? entry : best));
    expect(fastest()).toMatchObject({
      number: '38',
      bestLap: '3:26.063',
      bestlapTime: 206_063,
      bestLapNumber: 310,
    });
    const bourdais = recording.cars.find((entry) => entry.number === '38');
    const lap310 = bourdais?.laps.lap.indexOf(310) as number;
    const driver = bourdais?.drivers.find((member) => member.number === bourdais.laps.driver[lap310]);
    expect(`${driver?.firstName} ${driver?.lastName}`).toBe('Sébastien Bourdais');
    expect(fastest('LMP2')).toMatchObject({ number: '29', bestLap: '3:36.267' });
    expect(fastest('LMGT3')).toMatchObject({ number: '27', bestLap: '3:55.456' });
  });

  it('counts 32 pit stops for #83 and 1,902 pit entries in all', () => {
    expect(car(final, '83').pitstop).toBe(32);
    expect(final.entries.reduce((sum, entry) => sum + entry.pitstop, 0)).toBe(1902);
  });

  it('records 611 driver changes', () => {
    let changes = 0;
    for (const { laps } of recording.cars) {
      for (let i = 1; i < laps.driver.length; i++) if (laps.driver[i] !== laps.driver[i - 1]) changes++;
    }
    expect(changes).toBe(611);
  });

  it('has the top speed 349.0 km/h by #51', () => {
    const top = final.entries.reduce((best, entry) =>
      Number(entry.topSpeed) > Number(best.topSpeed) ? entry : best,
    );
    expect(top).toMatchObject({ number: '51', topSpeed: '349.0' });
  });

  it('shows the chequered flag, a full clock and 13 cars out of the race', () => {
    expect(final.params).toMatchObject({
      raceState: 'Chk',
      remaining: 0,
      percentProgressLive: 100,
      safetyCar: 'No',
    });
    expect(new Date(final.params.startTime).toISOString()).toBe('2025-06-14T14:00:00.000Z');
    const out = final.entries.filter((entry) => entry.state === 'Retired' || entry.state === 'Stopped');
    expect(out).toHaveLength(13);
    expect(car(final, '59').state).toBe('Stopped');
    expect(car(final, '28').state).toBe('Retired');
    expect(final.entries.filter((entry) => entry.state === 'Finished')).toHaveLength(48);
  });
});

describe('the 2025 race in progress', () => {
  it('is under the safety car at 11:30 and green again at 12:00', () => {
    expect(snapshotAt(recording, at('11:30:00')).params).toMatchObject({ raceState: 'SC', safetyCar: 'Yes' });
    expect(snapshotAt(recording, at('12:00:00')).params).toMatchObject({ raceState: 'Grn', safetyCar: 'No' });
  });

  it('shows the full course yellow of 3h27 and the green flag before it', () => {
    expect(snapshotAt(recording, at('03:25:00')).params.raceState).toBe('Grn');
    expect(snapshotAt(recording, at('03:28:00')).params.raceState).toBe('FCY');
  });

  it('reads the full course yellow as a neutralisation of its own, not as local yellow flags', () => {
    const parsed = parsedSnapshotOf(snapshotAt(recording, at('03:28:00')));
    expect(parsed.raceState).toBe('fcy');
    expect(raceStateMessage(parsed.raceState)).toBe('Full Course Yellow : course neutralisée');
  });

  it('runs the clock from the start', () => {
    const params = snapshotAt(recording, at('06:00:00')).params;
    expect(params).toMatchObject({ elapsedTime: 21_600, remaining: 64_800, percentProgressLive: 25 });
    expect(params.weatherSimulated).toBe(true);
    expect(params.airTemp).toBeGreaterThan(5);
    expect(params.airTemp).toBeLessThan(40);
  });

  it('ranks by laps then by the earlier crossing, with consecutive class positions', () => {
    for (const raceTime of ['00:10:00', '04:00:00', '11:30:00', '18:45:30', '23:59:59']) {
      const { entries } = snapshotAt(recording, at(raceTime));
      expect(entries.map((entry) => entry.ranking)).toEqual(entries.map((_, i) => i + 1));
      for (let i = 1; i < entries.length; i++) {
        const [ahead, behind] = [entries[i - 1] as OrganiserEntry, entries[i] as OrganiserEntry];
        expect(ahead.lap >= behind.lap, raceTime).toBe(true);
        if (ahead.lap === behind.lap && behind.lap > 0)
          expect(ahead.lastPassingTime).toBeLessThan(behind.lastPassingTime);
      }
      const positions = new Map<string, number>();
      for (const entry of entries) {
        positions.set(entry.category, (positions.get(entry.category) ?? 0) + 1);
        expect(entry.categoryPosition).toBe(positions.get(entry.category));
      }
    }
  });

  it('puts #83 in the pit after its first B lap, with the next driver, until its out-lap', () => {
    const laps = recording.cars.find((entry) => entry.number === '83')
      ?.laps as LapRecording['cars'][0]['laps'];
    const inLap = laps.pitIn.indexOf(1);
    const crossing = laps.elapsedMs[inLap] as number;
    const inPit = car(snapshotAt(recording, crossing + 10_000), '83');
    expect(inPit).toMatchObject({ state: 'InPit', pitstop: 1, lap: laps.lap[inLap] });
    const out = car(snapshotAt(recording, crossing + (laps.pitTimeMs[inLap + 1] as number) + 1_000), '83');
    expect(out).toMatchObject({ state: 'Running', pitstop: 1 });
  });

  it('shows the sectors of the lap in progress', () => {
    const laps = recording.cars.find((entry) => entry.number === '51')
      ?.laps as LapRecording['cars'][0]['laps'];
    const start = laps.elapsedMs[200] as number;
    const s1 = laps.s1Ms[201] as number;
    const s2 = laps.s2Ms[201] as number;
    expect(car(snapshotAt(recording, start + 1_000), '51')).toMatchObject({ sector: 1, currentSector1: '' });
    const second = car(snapshotAt(recording, start + s1 + 1_000), '51');
    expect(second.sector).toBe(2);
    expect(second.currentSector1).not.toBe('');
    expect(second.currentSector2).toBe('');
    const third = car(snapshotAt(recording, start + s1 + s2 + 1_000), '51');
    expect(third.sector).toBe(3);
    expect(third.currentSector2).not.toBe('');
    expect(third.bestTimeSector1).toBeLessThanOrEqual(s1);
  });

  it('is the same document for the same moment', () => {
    expect(snapshotAt(recording, at('17:17:17'))).toEqual(snapshotAt(recording, at('17:17:17')));
  });
});
