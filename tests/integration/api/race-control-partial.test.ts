import type { RaceControlAnswer, RaceControlEntry } from '@lemans/contract';
import type { LapRecording } from '@lemans/race';
import { beforeAll, expect, it } from 'vitest';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { readRecording2025 } from '../../support/live-seed.ts';
import { describeWithSharedData } from '../../support/shared-data.ts';
import { type ApiUnderTest, apiUnderTest } from './api-under-test.ts';

/**
 * The 2025 race followed live from 14:00:00 of race time to 16:00:00, as `npm start` joins it mid-race: race
 * control's log holds only what the session saw, and says from when. Then the same race imported: the log
 * reads what came before the join from the import, each entry once, nothing later than the moment asked.
 */

const LIVE = '202506141';
const IMPORT = 'import-00c0ffee';
const JOINED_AT = 14 * 3_600_000;
const UNTIL = 16 * 3_600_000;

let context: ApiUnderTest;
let recording: LapRecording;

async function logOf(query: string): Promise<RaceControlAnswer> {
  const response = await context.api.get(`/api/race-control?${query}`);
  expect(response.status, query).toBe(200);
  return (await response.json()) as RaceControlAnswer;
}

const idsOf = (entries: readonly RaceControlEntry[]) => entries.map((entry) => entry.id);

/** How far apart the import and the session could tell the same thing, their polls apart. */
const SEAM_MS = 5 * 60_000;

/** What makes two entries the same announcement, whichever session stored it. */
const announcementOf = (entry: RaceControlEntry) =>
  `${entry.code} ${entry.participant_number} ${entry.lap_number} ${JSON.stringify(entry.values)}`;

describeWithSharedData('the race-control log of a session joined mid-race', () => {
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

  it('lists what the session saw and says from when, then reads the beginning from an import', async () => {
    const alone = await logOf(`session=${LIVE}&t=15:00:00`);
    expect(alone.partial_since_ms).toBe(JOINED_AT);
    expect(alone.entries.length).toBeGreaterThan(0);
    for (const entry of alone.entries) {
      expect(entry.source).toBe('session');
      expect(entry.race_time).toBeGreaterThanOrEqual(JOINED_AT);
      expect(entry.race_time).toBeLessThanOrEqual(15 * 3_600_000);
    }
    // At the join, nothing yet: the first ten hours are not the session's to tell.
    expect((await logOf(`session=${LIVE}&t=13:00:00`)).entries).toEqual([]);

    await ingestRecording(context.database.db, recording, {
      sessionId: IMPORT,
      untilMs: UNTIL,
      stepMs: 30_000,
    });
    const imported = await logOf(`sessionId=${IMPORT}`);
    expect(imported.partial_since_ms).toBeNull();
    const importedBefore = imported.entries.filter((entry) => entry.race_time < JOINED_AT);

    // At 14:00: the first ten hours' flags, safety cars, retirements and fastest laps, from the import.
    const atJoin = await logOf(`session=${LIVE}&t=14:00:00`);
    expect(atJoin.partial_since_ms).toBeNull();
    const earlier = atJoin.entries.filter((entry) => entry.source === 'import');
    expect(idsOf(earlier)).toEqual(idsOf(importedBefore));
    const titles = new Set(earlier.map((entry) => entry.title));
    for (const title of ['Voiture de sécurité', 'Drapeau vert', 'Abandon', 'Meilleur tour'])
      expect(titles, title).toContain(title);
    expect(atJoin.entries.every((entry) => entry.race_time <= JOINED_AT)).toBe(true);

    // Later: the session's own entries after the join, the import's before it, newest first, each once.
    const later = await logOf(`session=${LIVE}&t=15:00:00`);
    expect(later.partial_since_ms).toBeNull();
    expect(later.entries.filter((entry) => entry.source === 'session')).toEqual(alone.entries);
    expect(idsOf(later.entries.filter((entry) => entry.source === 'import'))).toEqual(idsOf(importedBefore));
    const times = later.entries.map((entry) => entry.race_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times.every((time) => time <= 15 * 3_600_000)).toBe(true);
    // No announcement told by both around the seam (a flag may fall many times, each its own).
    const told = later.entries.filter((entry) => entry.source === 'session');
    const twice = later.entries.filter(
      (entry) =>
        entry.source === 'import' &&
        told.some(
          (own) => announcementOf(own) === announcementOf(entry) && own.race_time - entry.race_time < SEAM_MS,
        ),
    );
    expect(twice).toEqual([]);
    // The import's own entries after the join are the session's to tell: none of them is read.
    const importedAfter = new Set(idsOf(imported.entries.filter((entry) => entry.race_time >= JOINED_AT)));
    expect(later.entries.filter((entry) => importedAfter.has(entry.id))).toEqual([]);

    // The banner's alerts stay the session's own.
    const alerts = (await (await context.api.get(`/api/live-alerts?sessionId=${LIVE}`)).json()) as {
      race_time: number;
    }[];
    expect(alerts.every((alert) => alert.race_time >= JOINED_AT)).toBe(true);
  });
});
