import type { PitStopsResponse } from '@lemans/contract';
import type { LapRecording } from '@lemans/race';
import { beforeAll, expect, it } from 'vitest';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { SessionIngestor } from '../../../services/ingest/src/ingest/session-ingestor.ts';
import type { TestDatabase } from '../../support/database.ts';
import { feedSnapshotAt, readRecording2025 } from '../../support/live-seed.ts';
import { describeWithSharedData } from '../../support/shared-data.ts';
import { type ApiUnderTest, apiUnderTest } from './api-under-test.ts';

/**
 * A live session times each stop with its polls, to within their interval; once the same race is imported,
 * the import's stops (the timing file's PIT_TIME, to the millisecond) replace them in its tables.
 */

const LIVE = 'course-en-direct';
const IMPORT = 'import-0c0ffee0';
const POLL_MS = 3000;
const UNTIL_MS = 2 * 3_600_000;

let context: ApiUnderTest;
let recording: LapRecording;

async function stopsOf(sessionId: string): Promise<PitStopsResponse['pit_stops']> {
  const response = await context.api.get(`/api/sessions/${sessionId}/pit-stops`);
  expect(response.status).toBe(200);
  return ((await response.json()) as PitStopsResponse).pit_stops;
}

/** The first two hours polled from the organiser's document every 3 s, as the live poll sees them. */
async function pollLive(database: TestDatabase): Promise<void> {
  const ingestor = await SessionIngestor.load(database.db, LIVE);
  const start = recording.meta.startTimeMs;
  for (let from = 0; from <= UNTIL_MS; from += 200 * POLL_MS) {
    const batch = [];
    for (let at = from; at < Math.min(from + 200 * POLL_MS, UNTIL_MS + 1); at += POLL_MS) {
      batch.push({
        snapshot: feedSnapshotAt(recording, at),
        snapshotId: `t${at}`,
        observedAt: new Date(start + at),
      });
    }
    await ingestor.apply(database.db, batch);
  }
}

describeWithSharedData('the stops of a live session once its race is imported', () => {
  beforeAll(async () => {
    recording = await readRecording2025();
  });
  context = apiUnderTest({}, { prepare: (database) => pollLive(database) });

  it('are timed by the polls, then by the file once the same race is imported', async () => {
    const polled = await stopsOf(LIVE);
    const timed = polled.filter((stop) => stop.pit_time_ms !== null);
    expect(timed.length).toBeGreaterThan(100);
    for (const stop of timed) expect(stop.pit_time_precision_ms).toBe(POLL_MS);

    await ingestRecording(context.database.db, recording, {
      sessionId: IMPORT,
      untilMs: UNTIL_MS,
      stepMs: 30_000,
    });
    const events = await context.database.db
      .selectFrom('race_event_sessions')
      .select(['session_id', 'race_event_id'])
      .where('session_id', 'in', [LIVE, IMPORT])
      .execute();
    expect(new Set(events.map((row) => row.race_event_id)).size, 'one race event').toBe(1);

    // The analysis held keeps answering while the new one is computed: asked again until it is the new one.
    await expect
      .poll(async () => (await stopsOf(LIVE)).filter((stop) => stop.pit_time_precision_ms === 0).length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(100);
    const exact = new Map(
      (await stopsOf(IMPORT)).map((stop) => [`${stop.participant_number}#${stop.lap}`, stop]),
    );
    const replaced = await stopsOf(LIVE);
    let same = 0;
    for (const stop of replaced) {
      const file = exact.get(`${stop.participant_number}#${stop.lap}`);
      if (!file || file.pit_time_ms === null) continue;
      expect(stop, `#${stop.participant_number} lap ${stop.lap}`).toMatchObject({
        pit_time_ms: file.pit_time_ms,
        pit_time_precision_ms: 0,
      });
      const before = polled.find(
        (old) => old.participant_number === stop.participant_number && old.lap === stop.lap,
      );
      if (before?.pit_time_ms != null) {
        expect(Math.abs((before.pit_time_ms as number) - (file.pit_time_ms as number))).toBeLessThanOrEqual(
          POLL_MS,
        );
      }
      same += 1;
    }
    expect(same).toBeGreaterThan(100);
    // The import itself keeps its own stops, and another session's are untouched by it.
    expect([...exact.values()].every((stop) => stop.pit_time_precision_ms !== POLL_MS)).toBe(true);
  });
});
