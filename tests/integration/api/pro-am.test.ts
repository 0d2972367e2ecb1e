import { importAlkamelFiles } from '@lemans/alkamel';
import type { ClassificationResponse, Entry, LiveFrame } from '@lemans/contract';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { describeWithSharedData, sharedDataPath } from '../../support/shared-data.ts';
import { type ApiUnderTest, apiUnderTest } from './api-under-test.ts';

/**
 * LMP2 Pro-Am as the officials run it, from the Al Kamel file of Le Mans 2025 (its GROUP `P/A`) imported with
 * its results file: the API's classification, live frame and entries put its nine cars in it and name #199
 * its winner; no other car, and no hybrid Hypercar (GROUP `H`), is in a sub-class.
 */

const SESSION = 'pro-am-2025';
const PRO_AM = ['11', '16', '183', '199', '23', '24', '29', '34', '45'];

let context: ApiUnderTest;

async function json<Body>(path: string): Promise<Body> {
  const response = await context.api.get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as Body;
}

describeWithSharedData('LMP2 Pro-Am in the API', () => {
  context = apiUnderTest(
    {},
    {
      prepare: async (database) => {
        const recording = await importAlkamelFiles({
          analysisPath: sharedDataPath('alkamel/le-mans-2025-race-analysis.csv'),
          classificationPath: sharedDataPath('classification/le-mans-results-1923-2026.csv'),
          year: 2025,
          eventName: '24 Heures du Mans 2025',
        });
        // A document every 30 s of race time: every lap is still recorded, the laps come from the file.
        await ingestRecording(database.db, recording, {
          sessionId: SESSION,
          stepMs: 30_000,
          endsWithData: true,
        });
      },
    },
  );

  it('classifies LMP2 Pro-Am within LMP2 and names #199 its winner', async () => {
    const body = await json<ClassificationResponse>(`/api/sessions/${SESSION}/classification`);
    const car = (number: string) => body.classification.find((row) => row.participant_number === number);
    expect(body).toMatchObject({ complete: true, official: true });
    expect(car('199')).toMatchObject({
      category: 'LMP2',
      subclass: 'PRO_AM',
      class_position: 3,
      subclass_position: 1,
      subclass_gap_laps: null,
    });
    expect(car('29')).toMatchObject({ subclass_position: 2, subclass_gap_laps: 1 });
    expect(car('43')).toMatchObject({ class_position: 1, subclass: null, subclass_position: null });
    const winners = body.classification.filter((row) => row.subclass_position === 1);
    expect(winners.map((row) => row.participant_number)).toEqual(['199']);
    const inSubclass = body.classification.filter((row) => row.subclass !== null);
    expect(inSubclass.map((row) => row.participant_number).sort()).toEqual(PRO_AM);
  });

  it('carries the sub-class on the live rows and the entries', async () => {
    const frame = await json<LiveFrame>(`/api/live?sessionId=${SESSION}`);
    const rows = frame.data.filter((row) => row.subclass === 'PRO_AM');
    expect(rows.map((row) => row.participant_number).sort()).toEqual(PRO_AM);
    expect(frame.data.find((row) => row.participant_number === '83')?.subclass).toBeNull();
    const { rows: events } = await sql<{ race_event_id: string }>`
      SELECT race_event_id FROM session_race_events WHERE session_id = ${SESSION}
    `.execute(context.database.db);
    const event = events[0]?.race_event_id as string;
    const entries = await json<Entry[]>(`/api/entries?event=${encodeURIComponent(event)}`);
    expect(entries.find((entry) => entry.number === '199')?.subclass).toBe('PRO_AM');
    expect(entries.filter((entry) => entry.subclass !== null)).toHaveLength(PRO_AM.length);
  });
});
