import { importAlkamelText } from '@lemans/alkamel';
import { importSessionIdOf } from '@lemans/bus/recordings-queue';
import { streamIdOf } from '@lemans/projections';
import { saveLapRecording } from '@lemans/recordings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestImportedRecording } from '../../../services/ingest/src/recordings/ingest-imported-recording.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { tinyRecording } from '../feed/tiny-recording.ts';

const HEADER =
  'NUMBER; DRIVER_NUMBER; LAP_NUMBER; LAP_TIME; LAP_IMPROVEMENT; CROSSING_FINISH_LINE_IN_PIT; S1; S1_IMPROVEMENT; S2; S2_IMPROVEMENT; S3; S3_IMPROVEMENT; KPH; ELAPSED; HOUR;S1_LARGE;S2_LARGE;S3_LARGE;TOP_SPEED;DRIVER_NAME;PIT_TIME;CLASS;GROUP;TEAM;MANUFACTURER;FLAG_AT_FL;S1_SECONDS;S2_SECONDS;S3_SECONDS;';
const lap = (n: number, elapsed: string, hour: string) =>
  `007;1;${n};3:37.793;0;;33.468;0;1:20.309;0;1:44.016;0;225.2;${elapsed};${hour};0:33.468;1:20.309;1:44.016;338.1;Harry TINCKNELL;;HYPERCAR;;Aston Martin Thor Team;Aston Martin;GF;33.468;80.309;104.016;`;
/** Three green laps of one car: the race is far from its flag when the data ends. */
const THREE_LAPS = [
  HEADER,
  lap(1, '3:37.793', '16:03:37.793'),
  lap(2, '7:15.586', '16:07:15.586'),
  lap(3, '10:53.379', '16:10:53.379'),
].join('\n');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function importCsv(options: { name?: string }) {
  const recording = importAlkamelText(THREE_LAPS, {
    fileName: 'upload.csv',
    startDate: '2025-06-14',
    eventName: '24 Heures du Mans 2025',
    ...options,
  });
  const { id } = await saveLapRecording(database.db, recording);
  const sessionId = importSessionIdOf(id);
  await ingestImportedRecording(database.db, { id, data: recording }, sessionId);
  return database.db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();
}

describe('an imported recording', () => {
  it('ends its session when the import ends, by an event that a rebuild replays', async () => {
    const session = await importCsv({ name: 'Essai court' });
    expect(session).toMatchObject({ active: false, status: 'ended' });
    const events = await database.db
      .selectFrom('events')
      .select('type')
      .where('stream_id', '=', streamIdOf(session.id))
      .orderBy('stream_position')
      .execute();
    expect(events.at(-1)?.type).toBe('SessionStatusChanged');
  });

  it('adds no end of its own to a race whose data ends under the chequered flag', async () => {
    const recording = tinyRecording();
    const { id } = await saveLapRecording(database.db, recording);
    const { sessionId } = await ingestImportedRecording(
      database.db,
      { id, data: recording },
      importSessionIdOf(id),
    );
    const ends = await database.db
      .selectFrom('events')
      .select('type')
      .where('stream_id', '=', streamIdOf(sessionId))
      .where('type', '=', 'SessionStatusChanged')
      .execute();
    expect(ends).toHaveLength(1);
  });

  it("names its session after the recording and its kind, and dates it by the race's start", async () => {
    const session = await importCsv({ name: 'Course 2025 corrigée' });
    expect(session.name).toBe('Import — Course 2025 corrigée');
    // 16:00 in Le Mans on 14 June 2025 (UTC+2).
    expect(session.start_time?.toISOString()).toBe('2025-06-14T14:00:00.000Z');
  });
});
