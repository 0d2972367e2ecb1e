import type { StrategyResponse } from '@lemans/contract';
import type { LapRecording } from '@lemans/race';
import { beforeAll, expect, it } from 'vitest';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { readRecording2025 } from '../../support/live-seed.ts';
import { describeWithSharedData } from '../../support/shared-data.ts';
import { type ApiUnderTest, apiUnderTest } from './api-under-test.ts';

/**
 * The 2025 race followed live from 14:00:00 of race time to 17:00:00: the strategy counts only what the session
 * saw, and says from when. Then the same race imported: the strategy reads the race's beginning from it.
 */

const LIVE = '202506141';
const IMPORT = 'import-00c0ffee';
const JOINED_AT = 14 * 3_600_000;
const UNTIL = 17 * 3_600_000;

let context: ApiUnderTest;
let recording: LapRecording;

async function strategyOf(sessionId: string, at: number): Promise<StrategyResponse> {
  const response = await context.api.get(`/api/sessions/${sessionId}/strategy?at=${at}`);
  expect(response.status).toBe(200);
  return (await response.json()) as StrategyResponse;
}

describeWithSharedData('the strategy of a session joined mid-race', () => {
  beforeAll(async () => {
    recording = await readRecording2025();
  });
  context = apiUnderTest(
    {},
    {
      prepare: async (database) => {
        await ingestRecording(database.db, await readRecording2025(), { fromMs: JOINED_AT, untilMs: UNTIL });
      },
    },
  );

  it('shows no stint longer than what it saw, says from when, and reads the beginning from an import', async () => {
    const early = await strategyOf(LIVE, JOINED_AT + 10 * 60_000);
    expect(early.partial_since_ms).toBe(JOINED_AT);
    expect(early.window_confidence).toBe(0.8);
    expect(early.strategy.length).toBeGreaterThanOrEqual(40);
    // Ten minutes in, most cars have not stopped since the session joined: where they stand is not known.
    expect(early.strategy.filter((row) => row.stint_laps === null).length).toBeGreaterThan(20);
    for (const row of early.strategy) {
      if (row.stint_laps !== null) expect(row.stint_ms as number).toBeLessThanOrEqual(10 * 60_000);
      if (row.stint_laps === null) {
        expect(row.next_stop_lap, row.participant_number).toBeNull();
        expect(row.stops_owed, row.participant_number).toBeNull();
      }
    }

    const later = await strategyOf(LIVE, UNTIL);
    expect(later.partial_since_ms).toBe(JOINED_AT);
    for (const row of later.strategy) {
      if (row.stint_ms !== null)
        expect(row.stint_ms, row.participant_number).toBeLessThanOrEqual(UNTIL - JOINED_AT);
      // A stint seen whole is shorter than the three hours seen: no usual stint of the laps before 14:00.
      if (row.usual_stint_laps !== null)
        expect(row.usual_stint_laps, row.participant_number).toBeLessThan(25);
    }
    expect(later.strategy.filter((row) => row.next_stop_lap !== null).length).toBeGreaterThan(20);

    await ingestRecording(context.database.db, recording, {
      sessionId: IMPORT,
      untilMs: UNTIL,
      stepMs: 30_000,
    });
    // The analysis held answers until the new one is computed: asked again until it reads the import.
    await expect
      .poll(async () => (await strategyOf(LIVE, JOINED_AT + 10 * 60_000)).partial_since_ms, {
        timeout: 30_000,
      })
      .toBeNull();
    const whole = await strategyOf(LIVE, JOINED_AT + 10 * 60_000);
    expect(whole.strategy.every((row) => row.stint_laps !== null)).toBe(true);
    expect(whole.strategy.filter((row) => row.usual_stint_from === 'car').length).toBeGreaterThan(40);
  });
});
