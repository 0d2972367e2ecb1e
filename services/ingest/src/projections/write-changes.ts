import type { Database, DbOrTrx } from '@lemans/platform';
import type { RowChanges } from '@lemans/projections';
import { sql } from 'kysely';

/**
 * Writes the rows a batch of events changed: one statement per table (an upsert of every changed row),
 * parents before children. Rows are written whole, as the fold holds them; the state checkpoints the fold
 * took go in last.
 */
export async function writeChanges(trx: DbOrTrx, changes: RowChanges): Promise<void> {
  if (changes.session) await upsert(trx, 'sessions', [changes.session], ['id']);
  if (changes.entries.length > 0) await upsert(trx, 'entries', changes.entries, ['session_id', 'number']);
  await upsert(trx, 'live_standings', [...changes.standings.values()], ['session_id', 'number']);
  await upsert(trx, 'laps', [...changes.laps.values()], ['session_id', 'number', 'lap_number']);
  await upsert(trx, 'pit_stops', [...changes.pitStops.values()], ['session_id', 'number', 'stop_number']);
  if (changes.stats) await upsert(trx, 'session_stats', [changes.stats], ['session_id']);
  if (changes.reportEvents.length > 0) {
    await trx
      .insertInto('report_events')
      .values(changes.reportEvents)
      .onConflict((conflict) => conflict.column('event_position').doNothing())
      .execute();
  }
  if (changes.checkpoints.length > 0) {
    await trx
      .insertInto('session_state_checkpoints')
      .values(
        changes.checkpoints.map((checkpoint) => ({
          session_id: checkpoint.sessionId,
          race_time_ms: checkpoint.raceTimeMs,
          stream_position: checkpoint.streamPosition,
          projection_version: checkpoint.version,
          state: checkpoint.state,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['session_id', 'race_time_ms']).doUpdateSet({
          stream_position: sql.ref('excluded.stream_position'),
          projection_version: sql.ref('excluded.projection_version'),
          state: sql.ref('excluded.state'),
        }),
      )
      .execute();
  }
}

/** Postgres takes at most 65,535 parameters per statement; rows go in chunks well below that. */
const MAX_PARAMETERS = 30_000;

async function upsert<Table extends keyof Database & string>(
  trx: DbOrTrx,
  table: Table,
  rows: readonly object[],
  key: readonly string[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object);
  const updated = columns.filter((column) => !key.includes(column));
  const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  for (let start = 0; start < rows.length; start += chunk) {
    const values = rows.slice(start, start + chunk).map((row) => serialisable(row));
    await trx
      .insertInto(table)
      .values(values as never)
      .onConflict((conflict) =>
        conflict
          .columns(key as never)
          .doUpdateSet(
            Object.fromEntries(updated.map((column) => [column, sql.ref(`excluded.${column}`)])) as never,
          ),
      )
      .execute();
  }
}

/** jsonb columns holding arrays must be sent as JSON text: node-postgres would send a Postgres array. */
function serialisable(row: object): object {
  const copy: Record<string, unknown> = { ...row };
  for (const [column, value] of Object.entries(copy))
    if (Array.isArray(value)) copy[column] = JSON.stringify(value);
  return copy;
}
