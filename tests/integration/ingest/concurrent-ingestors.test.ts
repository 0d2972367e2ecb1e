import { ingestCursorIdOf, StreamConflictError } from '@lemans/projections';
import { parsedSnapshotOf, snapshotAt } from '@lemans/race';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionIngestor } from '../../../services/ingest/src/ingest/session-ingestor.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { tinyRecording } from '../feed/tiny-recording.ts';

/**
 * Two ingest processes writing the same session (both polling while Redis is down, each with the session
 * in memory): the one whose memory is behind is refused, whether its document brings events or not, and
 * the cursor never goes back in time.
 */

const SESSION = '4242';
const recording = tinyRecording();
const observed = (raceTimeMs: number, snapshotId = `t${raceTimeMs}`) => ({
  snapshot: parsedSnapshotOf(snapshotAt(recording, raceTimeMs)),
  snapshotId,
  observedAt: new Date(recording.meta.startTimeMs + raceTimeMs),
});

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function checkpoint() {
  const row = await database.db
    .selectFrom('cursors')
    .select('value')
    .where('id', '=', ingestCursorIdOf(SESSION))
    .executeTakeFirstOrThrow();
  return row.value;
}

describe('two ingestors of the same session', () => {
  it('refuse the writer that is behind, and the cursor keeps the newest document', async () => {
    const first = await SessionIngestor.load(database.db, SESSION);
    expect((await first.apply(database.db, [observed(300_000)])).length).toBeGreaterThan(0);
    const behind = await SessionIngestor.load(database.db, SESSION);
    expect((await first.apply(database.db, [observed(600_000)])).length).toBeGreaterThan(0);

    // The same race time as its own checkpoint under another id: no event, only the cursor would move.
    await expect(behind.apply(database.db, [observed(300_000, 'same-moment')])).rejects.toThrow(
      StreamConflictError,
    );
    expect(await checkpoint()).toEqual({ raceTimeMs: 600_000, snapshotId: 't600000' });

    // With events, the append itself is refused.
    await expect(behind.apply(database.db, [observed(450_000)])).rejects.toThrow(StreamConflictError);
    expect(await checkpoint()).toEqual({ raceTimeMs: 600_000, snapshotId: 't600000' });

    // Loaded again, it sees the newest state and carries on from there.
    const reloaded = await SessionIngestor.load(database.db, SESSION);
    expect(reloaded.standingOf(observed(450_000).snapshot, 't450000')).toBe('stale');
    await reloaded.apply(database.db, [observed(660_000)]);
    expect(await checkpoint()).toEqual({ raceTimeMs: 660_000, snapshotId: 't660000' });
  });
});
