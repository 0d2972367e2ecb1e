import { readFile } from 'node:fs/promises';
import { type AnalysisLap, importAlkamelText, parseAnalysisCsv } from '@lemans/alkamel';
import type { DriveTimesResponse, PitStopsResponse } from '@lemans/contract';
import { expect, it } from 'vitest';
import { importWhole, SPA_2025_CSV, SPA_2025_EVENT } from '../../support/imported-session.ts';
import { withLongStop } from '../../support/long-stop.ts';
import { describeWithSharedData, sharedDataPath } from '../../support/shared-data.ts';
import { type ApiUnderTest, apiUnderTest } from './api-under-test.ts';

/**
 * A stop longer than its out-lap (a repair begun in the garage before the line) keeps its PIT_TIME through
 * the whole import (stored, ingested, projected, served by the API), and the time in the pits beyond the
 * out-lap is not counted as driving. The case is built from a real one: #83's repair at Spa in 2025 (lap 29
 * into the pits, 1:26:28.002 in them, an out-lap of 1:28:33.874), 45 minutes of its out-lap moved onto the
 * end of its in-lap, Philip Hanson's, so that its out-lap lasts 43:33.874. Every other stop of the race is
 * served with its file's time too: the database path of the check the race-data tests run over every file.
 */

const LONG_STOP = { number: '83', inLap: 29, movedMs: 45 * 60_000 };
const PIT_TIME_MS = 5_188_002;
const OUT_LAP_MS = 5_313_874 - LONG_STOP.movedMs;

let context: ApiUnderTest;
let laps: AnalysisLap[];
let sessionId = '';

async function json<T>(path: string): Promise<T> {
  const response = await context.api.get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const lapOf = (number: string, lap: number) =>
  laps.find((candidate) => candidate.number === number && candidate.lap === lap);

/**
 * The time in the pits the file gives a driver of a car: each stop's PIT_TIME on its out-lap's driver as far
 * as that lap lasted, what is left of it on the in-lap's driver (none of the car's laps is both here).
 */
function timeInPitsOf(number: string, driverName: string): number {
  let totalMs = 0;
  for (const inLap of laps.filter((lap) => lap.number === number && lap.pitIn)) {
    const outLap = lapOf(number, inLap.lap + 1);
    if (!outLap?.pitTimeMs || outLap.lapTimeMs === null) continue;
    if (outLap.driverName === driverName) totalMs += Math.min(outLap.lapTimeMs, outLap.pitTimeMs);
    if (inLap.driverName === driverName) totalMs += Math.max(0, outLap.pitTimeMs - outLap.lapTimeMs);
  }
  return totalMs;
}

describeWithSharedData('a stop longer than its out-lap, imported', () => {
  context = apiUnderTest(
    {},
    {
      prepare: async (database) => {
        const text = withLongStop(await readFile(sharedDataPath(SPA_2025_CSV), 'utf8'), LONG_STOP);
        laps = parseAnalysisCsv(text).laps;
        const recording = importAlkamelText(text, {
          fileName: 'spa-long-stop.csv',
          startDate: '2025-05-10',
          eventName: SPA_2025_EVENT,
        });
        sessionId = await importWhole(database.db, recording);
      },
    },
  );

  it('is built as it should be: a stop longer than its out-lap, within its in- and out-laps', () => {
    const outLap = lapOf('83', LONG_STOP.inLap + 1);
    expect(outLap).toMatchObject({ pitTimeMs: PIT_TIME_MS, lapTimeMs: OUT_LAP_MS, driverName: 'Yifei YE' });
    const inLap = lapOf('83', LONG_STOP.inLap);
    expect(inLap).toMatchObject({ pitIn: true, driverName: 'Philip HANSON' });
    expect(PIT_TIME_MS).toBeLessThanOrEqual((inLap?.lapTimeMs ?? 0) + OUT_LAP_MS);
  });

  it("keeps the long stop's PIT_TIME, and every other stop's, to the millisecond", async () => {
    const { pit_stops: stops } = await json<PitStopsResponse>(`/api/sessions/${sessionId}/pit-stops`);
    const marked = laps.filter((lap) => lap.pitIn);
    expect(stops).toHaveLength(marked.length);
    for (const inLap of marked) {
      const stop = stops.find((row) => row.participant_number === inLap.number && row.lap === inLap.lap);
      const pitTimeMs = lapOf(inLap.number, inLap.lap + 1)?.pitTimeMs ?? null;
      expect({ car: inLap.number, lap: inLap.lap, pitTimeMs: stop?.pit_time_ms }).toEqual({
        car: inLap.number,
        lap: inLap.lap,
        pitTimeMs,
      });
      expect(stop?.pit_time_precision_ms).toBe(pitTimeMs === null ? null : 0);
    }
    const long = stops.find((row) => row.participant_number === '83' && row.lap === LONG_STOP.inLap);
    expect(long).toMatchObject({ pit_time_ms: PIT_TIME_MS, out_lap_ms: OUT_LAP_MS, driver_change: true });
  });

  it("counts none of it as driving, the part beyond the out-lap off the in-lap's driver", async () => {
    const { drive_times: drives } = await json<DriveTimesResponse>(`/api/sessions/${sessionId}/drive-times`);
    const crew = drives.filter((drive) => drive.participant_number === '83');
    const inPits = (drive: (typeof crew)[number]) => drive.total_ms - drive.driving_ms;
    const stopsMs = laps
      .filter((lap) => lap.number === '83' && lap.pitTimeMs !== null)
      .reduce((sum, lap) => sum + (lap.pitTimeMs as number), 0);
    expect(crew.reduce((sum, drive) => sum + inPits(drive), 0)).toBe(stopsMs);
    for (const name of ['Philip HANSON', 'Yifei YE', 'Robert KUBICA']) {
      const drive = crew.find((candidate) => candidate.driver_name.toUpperCase() === name.toUpperCase());
      expect({ name, inPitsMs: drive && inPits(drive) }).toEqual({
        name,
        inPitsMs: timeInPitsOf('83', name),
      });
    }
    const hanson = crew.find((drive) => drive.driver_name.toUpperCase() === 'PHILIP HANSON');
    // The 42 min 54 s of the stop beyond its out-lap are off Hanson's driving.
    expect(timeInPitsOf('83', 'Philip HANSON')).toBe(354_364 + PIT_TIME_MS - OUT_LAP_MS);
    expect(hanson?.most_in_window_ms).toBeLessThanOrEqual(hanson?.driving_ms ?? 0);
  });
});
