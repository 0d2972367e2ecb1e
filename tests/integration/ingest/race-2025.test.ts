import { fileURLToPath } from 'node:url';
import { type LapRecording, readRecordingFile } from '@lemans/race';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { rebuildSessionProjections } from '../../../services/ingest/src/projections/rebuild-projections.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';

const RECORDING = fileURLToPath(
  new URL('../../../services/feed/recordings/le-mans-2025-race.json.gz', import.meta.url),
);
const SESSION = '202506141';
const PROJECTIONS = [
  'sessions',
  'entries',
  'live_standings',
  'laps',
  'pit_stops',
  'session_stats',
  'report_events',
];

let database: TestDatabase;
let recording: LapRecording;

/** Every row of the session's projections, in a stable order, for comparison. */
async function projectionRows(): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const table of PROJECTIONS) {
    const key = table === 'sessions' ? 'id' : 'session_id';
    const result = await sql<Record<string, unknown>>`
      SELECT * FROM ${sql.table(table)} WHERE ${sql.ref(key)} = ${SESSION} ORDER BY 1, 2, 3`.execute(
      database.db,
    );
    rows[table] = result.rows;
  }
  return rows;
}

describe('the 2025 race ingested in-process, a snapshot every 3 s of race time', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    recording = await readRecordingFile(RECORDING);
    await ingestRecording(database.db, recording);
  }, 300_000);
  afterAll(() => database.drop());

  const standings = () =>
    database.db
      .selectFrom('live_standings')
      .selectAll()
      .where('session_id', '=', SESSION)
      .orderBy('ranking')
      .execute();

  it('stores the final order by laps and crossing time: #83 first with 387 laps, #6 at 14.084 s', async () => {
    const rows = await standings();
    expect(rows.slice(0, 3).map((row) => [row.number, row.lap_count])).toEqual([
      ['83', 387],
      ['6', 387],
      ['51', 387],
    ]);
    expect(rows[1]?.gap_ms).toBe(14_084);
    expect(rows.at(-1)).toMatchObject({ number: '50', car_state: 'Disqualified' });
  });

  it('stores every lap of every car and each car its laps', async () => {
    const counts = await database.db
      .selectFrom('laps')
      .select([
        'number',
        (eb) => eb.fn.countAll<number>().as('laps'),
        (eb) => eb.fn.max('lap_number').as('last'),
      ])
      .where('session_id', '=', SESSION)
      .groupBy('number')
      .execute();
    expect(counts).toHaveLength(62);
    for (const car of recording.cars) {
      const row = counts.find((count) => count.number === car.number);
      expect(Number(row?.laps), car.number).toBe(car.laps.lap.length);
      expect(row?.last, car.number).toBe(car.laps.lap.at(-1));
    }
  });

  it('has the class leaders #43 (LMP2) and #92 (LMGT3)', async () => {
    const leaders = (await standings()).filter((row) => row.category_position === 1).map((row) => row.number);
    expect(leaders).toEqual(['83', '43', '92']);
  });

  it('has the fastest laps overall and per class, with their drivers', async () => {
    const fastest = await sql<{
      category: string;
      number: string;
      lap_time_ms: number;
      lap_number: number;
      drivers: unknown;
      driver_id: number;
    }>`
      SELECT DISTINCT ON (e.category) e.category, l.number, l.lap_time_ms, l.lap_number, e.drivers, l.driver_id
      FROM laps l JOIN entries e USING (session_id, number)
      WHERE l.session_id = ${SESSION} AND l.lap_time_ms IS NOT NULL
      ORDER BY e.category, l.lap_time_ms`.execute(database.db);
    const byClass = Object.fromEntries(
      fastest.rows.map((row) => {
        const driver = (row.drivers as { driverId: number; lastName: string }[]).find(
          (d) => d.driverId === row.driver_id,
        );
        return [row.category, [row.number, row.lap_time_ms, driver?.lastName]];
      }),
    );
    expect(byClass).toEqual({
      HYPERCAR: ['38', 206_063, 'Bourdais'],
      LMP2: ['29', 216_267, expect.any(String)],
      LMGT3: ['27', 235_456, expect.any(String)],
    });
    const stats = await database.db
      .selectFrom('session_stats')
      .selectAll()
      .where('session_id', '=', SESSION)
      .executeTakeFirst();
    expect(stats).toMatchObject({ fastest_lap_ms: 206_063, fastest_lap_number: '38', fastest_lap_lap: 310 });
  });

  it("counts #83's 32 pit stops and 611 driver changes", async () => {
    const stops = await database.db
      .selectFrom('pit_stops')
      .select('stop_number')
      .where('session_id', '=', SESSION)
      .where('number', '=', '83')
      .execute();
    expect(stops).toHaveLength(32);
    const changes = await database.db
      .selectFrom('laps')
      .select('number')
      .where('session_id', '=', SESSION)
      .where('driver_change', '=', true)
      .execute();
    expect(changes).toHaveLength(611);
    const stats = await database.db
      .selectFrom('session_stats')
      .selectAll()
      .where('session_id', '=', SESSION)
      .executeTakeFirst();
    expect(stats).toMatchObject({ pit_stops: 1902, driver_changes: 611, total_laps: 20_182 });
  });

  it('stores the safety-car and full-course-yellow periods as race state changes', async () => {
    const changes = await database.db
      .selectFrom('events')
      .select((eb) =>
        eb
          .ref('data', '->>')
          .key('to' as never)
          .as('to'),
      )
      .where('stream_id', '=', `session-${SESSION}`)
      .where('type', '=', 'RaceStateChanged')
      .orderBy('global_position')
      .execute();
    const states = changes.map((row) => row.to);
    expect(states.filter((state) => state === 'safety')).toHaveLength(1);
    expect(states.filter((state) => state === 'fcy')).toHaveLength(11);
    expect(states.at(-1)).toBe('finished');
    const reports = await database.db
      .selectFrom('report_events')
      .select('event_type')
      .where('session_id', '=', SESSION)
      .where('event_type', '=', 'safety_car')
      .execute();
    expect(reports).toHaveLength(1);
  });

  it('leaves 13 cars not running at the end', async () => {
    const out = (await standings()).filter(
      (row) => row.car_state === 'Retired' || row.car_state === 'Stopped',
    );
    expect(out).toHaveLength(13);
  });

  it('changes nothing when the race is ingested again', async () => {
    const before = await database.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const again = await ingestRecording(database.db, recording, { fromMs: 80_000_000 });
    expect(again.events).toBe(0);
    const after = await database.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(after?.n).toEqual(before?.n);
  });

  it('rebuilds projections equal to the ones maintained live', async () => {
    const live = await projectionRows();
    await rebuildSessionProjections(database.db, SESSION);
    expect(await projectionRows()).toEqual(live);
  }, 120_000);
});
