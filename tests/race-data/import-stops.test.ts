import { readdirSync, readFileSync } from 'node:fs';
import { type AnalysisLap, importAlkamelText, parseAnalysisCsv } from '@lemans/alkamel';
import {
  emptyChanges,
  emptyModel,
  type LapRow,
  type PitStopRow,
  projectEvents,
  type StoredEvent,
} from '@lemans/projections';
import { diff, evolve, initialSessionState, type LapRecording } from '@lemans/race';
import { analyseSession, type PitStopInClass } from '@lemans/race/analysis';
import { expect, it } from 'vitest';
import { RECORDING_STEP_MS, recordedSnapshotAt } from '../../services/ingest/src/ingest/ingest-recording.ts';
import { describeWithSharedData, sharedDataPath } from '../support/shared-data.ts';

/**
 * Every stop of every Al Kamel file of the shared data, as its import reports it, keeps the file's PIT_TIME
 * to the millisecond. The import's own pure path, without the database: the documents `ingestRecording`
 * applies (one every 3 s of race time), `diff` and the projections' fold, whose laps and stops rows the
 * analysis then reads as the API reads them. (The whole path through Postgres and the API is run on one
 * race, with a stop longer than its out-lap, in tests/integration/api/long-stops.test.ts: importing the
 * six races through the database takes minutes.)
 */

/** Laps ending in the pits of each file (its `B`): a new file must say how many stops it holds. */
const PIT_IN_LAPS_OF_FILE: Record<string, number> = {
  'le-mans-2023-race-analysis.csv': 1396,
  'le-mans-2025-race-analysis.csv': 1902,
  'wec-2024-fuji-6h-analysis.csv': 251,
  'wec-2025-cota-6h-analysis.csv': 182,
  'wec-2025-sao-paulo-6h-analysis.csv': 210,
  'wec-2025-spa-6h-analysis.csv': 261,
};

/** The projections' laps and stops rows of the recording's import, as the database would hold them. */
function importedRows(recording: LapRecording): { laps: LapRow[]; pitStops: PitStopRow[] } {
  const state = initialSessionState();
  const model = emptyModel('import');
  const laps = new Map<string, LapRow>();
  const pitStops = new Map<string, PitStopRow>();
  let position = 0;
  let previous: number | null = null;
  const { durationMs } = recording.meta;
  for (let raceTimeMs = 0; ; raceTimeMs += RECORDING_STEP_MS) {
    const at = Math.min(raceTimeMs, durationMs);
    const snapshot = recordedSnapshotAt(recording, at);
    const metadata = { raceTimeMs: at, snapshotId: `t${at}`, observedAt: new Date(at).toISOString() };
    const stored: StoredEvent[] = diff(state, snapshot, previous).map((event) => {
      evolve(state, event, metadata);
      position += 1;
      return { event, metadata, globalPosition: position, streamPosition: position };
    });
    const changes = emptyChanges();
    projectEvents(model, stored, changes);
    for (const [key, row] of changes.laps) laps.set(key, row);
    for (const [key, row] of changes.pitStops) pitStops.set(key, row);
    previous = at;
    if (at === durationMs) break;
  }
  return { laps: [...laps.values()], pitStops: [...pitStops.values()] };
}

/** The stops the analysis reports from those rows: laps and stop times read as the API reads them. */
function reportedStops(rows: { laps: LapRow[]; pitStops: PitStopRow[] }): PitStopInClass[] {
  const timed = rows.pitStops.filter((stop) => stop.duration_ms !== null);
  const key = (stop: PitStopRow) => `${stop.number}#${stop.lap_number}`;
  return analyseSession({
    laps: rows.laps.map((lap) => ({
      number: lap.number,
      lap: lap.lap_number,
      timeMs: lap.timed ? lap.lap_time_ms : null,
      crossedAtMs: lap.race_time_ms,
      driverId: lap.driver_id,
      pitIn: lap.pit_in,
      pitOut: lap.pit_out,
      neutralised: false,
    })),
    classOf: new Map(),
    pitTimesMs: new Map(timed.map((stop) => [key(stop), stop.duration_ms as number])),
    pitTimePrecisionsMs: new Map(
      timed.flatMap((stop) =>
        stop.duration_precision_ms === null ? [] : [[key(stop), stop.duration_precision_ms] as const],
      ),
    ),
    rules: null,
    ended: true,
    remainingMs: null,
  }).pitStops;
}

/** The file's PIT_TIME of each stop, by its in-lap (`number#lap`): null for a car that never came out. */
function fileStops(laps: readonly AnalysisLap[]): Map<string, number | null> {
  const byCarLap = new Map(laps.map((lap) => [`${lap.number}#${lap.lap}`, lap]));
  return new Map(
    laps
      .filter((lap) => lap.pitIn)
      .map((lap) => {
        const outLap = byCarLap.get(`${lap.number}#${lap.lap + 1}`);
        return [`${lap.number}#${lap.lap}`, outLap ? outLap.pitTimeMs : null];
      }),
  );
}

describeWithSharedData('every stop of every Al Kamel file, as its import reports it', () => {
  const files = readdirSync(sharedDataPath('alkamel')).filter((file) => file.endsWith('.csv'));

  it('has files to read, each with its count of stops', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(PIT_IN_LAPS_OF_FILE[file], file).toBeDefined();
  });

  it.each(files)('keeps the PIT_TIME of %s to the millisecond', (file) => {
    const text = readFileSync(sharedDataPath(`alkamel/${file}`));
    const expected = fileStops(parseAnalysisCsv(text.toString('utf8')).laps);
    expect(expected.size).toBe(PIT_IN_LAPS_OF_FILE[file]);
    // The day of the start says nothing of the stops.
    const recording = importAlkamelText(text, { fileName: file, startDate: '2025-06-14', eventName: file });
    const stops = reportedStops(importedRows(recording));

    expect(stops).toHaveLength(expected.size);
    for (const stop of stops) {
      const key = `${stop.number}#${stop.lap}`;
      expect(expected.has(key), `${key} ends in the pits`).toBe(true);
      const pitTimeMs = expected.get(key) ?? null;
      expect({ key, pitTimeMs: stop.pitTimeMs, precisionMs: stop.pitTimePrecisionMs }).toEqual({
        key,
        pitTimeMs,
        precisionMs: pitTimeMs === null ? null : 0,
      });
    }
  });
});
