import type { Db } from '@lemans/platform';
import { emptyChanges, emptyModel, projectEvent } from '@lemans/projections';
import { diff, evolve, initialSessionState, type ParsedSnapshot } from '@lemans/race';
import { sql } from 'kysely';

/**
 * Ingest as an ORM-minded first version would do it: the same events and projection rows, but one
 * statement per event and one upsert per changed row, each snapshot in its own transaction.
 */
export function rowByRowIngestor(db: Db, sessionId: string) {
  const state = initialSessionState();
  const model = emptyModel(sessionId);
  let position = 0;
  let globalPosition = 0;
  return async (snapshot: ParsedSnapshot, observedAt: Date) => {
    const metadata = {
      raceTimeMs: snapshot.elapsedMs,
      snapshotId: `t${snapshot.elapsedMs}`,
      observedAt: observedAt.toISOString(),
    };
    const events = diff(state, snapshot);
    for (const event of events) evolve(state, event, metadata);
    await db.transaction().execute(async (trx) => {
      for (const event of events) {
        position += 1;
        const row = await trx
          .insertInto('events')
          .values({
            stream_id: `session-${sessionId}`,
            stream_position: position,
            type: event.type,
            data: event.data as never,
            metadata: metadata as never,
          })
          .returning('global_position')
          .executeTakeFirstOrThrow();
        globalPosition = row.global_position;
        const changes = emptyChanges();
        projectEvent(model, { event, metadata, globalPosition, streamPosition: position }, changes);
        const rows: [string, object, string[]][] = [
          ...(changes.session ? [['sessions', changes.session, ['id']] as [string, object, string[]]] : []),
          ...changes.entries.map(
            (entry) => ['entries', entry, ['session_id', 'number']] as [string, object, string[]],
          ),
          ...[...changes.standings.values()].map(
            (row) => ['live_standings', row, ['session_id', 'number']] as [string, object, string[]],
          ),
          ...[...changes.laps.values()].map(
            (row) => ['laps', row, ['session_id', 'number', 'lap_number']] as [string, object, string[]],
          ),
          ...[...changes.pitStops.values()].map(
            (row) =>
              ['pit_stops', row, ['session_id', 'number', 'stop_number']] as [string, object, string[]],
          ),
          ...(changes.stats
            ? [['session_stats', changes.stats, ['session_id']] as [string, object, string[]]]
            : []),
          ...changes.reportEvents.map(
            (row) => ['report_events', row, ['event_position']] as [string, object, string[]],
          ),
        ];
        for (const [table, values, key] of rows) {
          const columns = Object.keys(values).filter((column) => !key.includes(column));
          const record = Object.fromEntries(
            Object.entries(values).map(([k, v]) => [k, Array.isArray(v) ? JSON.stringify(v) : v]),
          );
          await trx
            .insertInto(table as never)
            .values(record as never)
            .onConflict((conflict) =>
              conflict
                .columns(key as never)
                .doUpdateSet(Object.fromEntries(columns.map((c) => [c, sql.ref(`excluded.${c}`)])) as never),
            )
            .execute();
        }
      }
      await trx
        .insertInto('cursors')
        .values({ id: `naive:${sessionId}`, position })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ position }))
        .execute();
    });
  };
}
