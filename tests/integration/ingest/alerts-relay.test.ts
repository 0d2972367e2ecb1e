import { fileURLToPath } from 'node:url';
import { busKeys, readFramesAfter } from '@lemans/bus';
import { parseRaceTime } from '@lemans/contract/timing';
import { createDb, createLogger } from '@lemans/platform';
import { readRecordingFile } from '@lemans/race';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { AlertsRelay } from '../../../services/ingest/src/publish/alerts-relay.ts';
import { committedAlertsAfter } from '../../../services/ingest/src/publish/committed-alerts.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';

const RECORDING = fileURLToPath(
  new URL('../../../services/feed/recordings/le-mans-2025-race.json.gz', import.meta.url),
);

let database: TestDatabase;
let redis: TestRedis;
beforeAll(async () => {
  database = await createTestDatabase();
  redis = createTestRedis();
});
afterAll(async () => {
  await redis.cleanup();
  await database.drop();
});

describe('alerts relay', () => {
  it('announces the safety car and the retirement of #46 once, after they are committed', async () => {
    const recording = await readRecordingFile(RECORDING);
    await ingestRecording(database.db, recording, {
      fromMs: parseRaceTime('11:10:00') as number,
      untilMs: parseRaceTime('11:13:00') as number,
    });
    const keys = busKeys(redis.prefix);
    const relay = new AlertsRelay(
      database.db,
      redis.connect('client'),
      keys,
      100,
      createLogger('relay-test', 'silent'),
    );
    const reader = redis.connect('client');
    const announced = async () => {
      const frames = await readFramesAfter(reader, keys, '0-0', 100);
      expect(frames.every((frame) => frame.type === 'alerts-update')).toBe(true);
      return frames.flatMap((frame) => JSON.parse(frame.data ?? '{}').alerts ?? []);
    };
    // Test files running at the same time on other databases can hold back the moment the relay reads
    // up to (the server's oldest open transaction): passes are made until the alerts show.
    await expect
      .poll(async () => {
        await relay.pass();
        return (await announced()).length;
      })
      .toBe(2);
    await relay.pass();
    const frames = await readFramesAfter(reader, keys, '0-0', 100);
    expect(JSON.parse(frames[0]?.data ?? '{}').session_id).toBe('202506141');
    expect(await announced()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'dnf',
          title: 'Abandon',
          participant_number: '46',
          code: 'car.dnf',
          values: { car: '46', lap: expect.any(Number) },
        }),
        expect.objectContaining({
          type: 'safety_car',
          level: 'warning',
          title: 'Voiture de sécurité',
          message: 'Voiture de sécurité en piste',
          code: 'race_state.safety',
          values: {},
        }),
      ]),
    );
    expect(await announced()).toHaveLength(2);
  });

  it('never reads past a transaction still in flight, so a late commit is not skipped', async () => {
    const before = (await committedAlertsAfter(database.db, 0, 100_000)).last;
    const slow = createDb(database.url, { max: 1 });
    const other = createDb(database.url, { max: 1 });
    try {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let written: () => void = () => {};
      const lateWritten = new Promise<void>((resolve) => {
        written = resolve;
      });
      const late = slow.transaction().execute(async (trx) => {
        await trx
          .insertInto('events')
          .values({
            stream_id: 'session-late',
            stream_position: 1,
            type: 'SessionEnded',
            data: { raceTimeMs: 0 },
          })
          .execute();
        written();
        await held;
      });
      await Promise.race([lateWritten, late]);
      await other
        .insertInto('events')
        .values({
          stream_id: 'session-early',
          stream_position: 1,
          type: 'SessionEnded',
          data: { raceTimeMs: 0 },
        })
        .execute();
      expect((await committedAlertsAfter(database.db, before, 100_000)).last).toBe(before);
      release();
      await late;
      // Both are read once no older transaction is open anywhere on the server: test files running at
      // the same time on other databases can hold that moment back a little, never past them.
      await expect
        .poll(async () => (await committedAlertsAfter(database.db, before, 100_000)).last, {
          timeout: 30_000,
        })
        .toBe(before + 2);
    } finally {
      await slow.destroy();
      await other.destroy();
    }
  });
});
