import type { Db, DbOrTrx } from '@lemans/platform';
import { sql } from 'kysely';
import { DOCUMENT_NAMES, type DocumentName, type PreparedCatalogue } from './prepare-catalogue.ts';

/**
 * Stores the catalogue in one transaction: each document whose hash changed replaces its rows (upserted
 * by the organiser's id, rows it no longer lists deleted), so the site never sees half a sync. Resolves
 * with the documents whose change has not been announced on the bus yet: changed now, or changed by an
 * earlier sync whose frames could not be published.
 */
export function storeCatalogue(db: Db, catalogue: PreparedCatalogue, now: Date): Promise<DocumentName[]> {
  return db.transaction().execute(async (trx) => {
    // Syncs run one at a time through their queue; the lock keeps it so for a job BullMQ ran twice.
    await sql`SELECT pg_advisory_xact_lock(hashtext('catalogue-sync'))`.execute(trx);
    const stored = new Map(
      (await trx.selectFrom('catalogue_documents').select(['name', 'content_sha256']).execute()).map(
        (row) => [row.name, row.content_sha256],
      ),
    );
    const changed = DOCUMENT_NAMES.filter((name) => stored.get(name) !== catalogue.hashes[name]);
    if (changed.includes('entries')) await replaceEntries(trx, catalogue);
    if (changed.includes('categories')) await replaceCategories(trx, catalogue);
    if (changed.includes('program')) await replaceProgram(trx, catalogue);
    if (changed.includes('news')) await replaceNews(trx, catalogue);
    await trx
      .insertInto('catalogue_documents')
      .values(
        DOCUMENT_NAMES.map((name) => ({
          name,
          content_sha256: catalogue.hashes[name],
          synced_at: now,
          announced_at: changed.includes(name) ? null : now,
        })),
      )
      .onConflict((conflict) =>
        conflict.column('name').doUpdateSet((eb) => ({
          content_sha256: eb.ref('excluded.content_sha256'),
          synced_at: eb.ref('excluded.synced_at'),
          // An unchanged document keeps an announcement still owed.
          announced_at: sql`CASE WHEN catalogue_documents.content_sha256 = excluded.content_sha256
            THEN catalogue_documents.announced_at END`,
        })),
      )
      .execute();
    const pending = await trx
      .selectFrom('catalogue_documents')
      .select('name')
      .where('announced_at', 'is', null)
      .execute();
    return DOCUMENT_NAMES.filter((name) => pending.some((row) => row.name === name));
  });
}

/** Records that the frames of these documents, as hashed, went out. */
export async function markAnnounced(
  db: DbOrTrx,
  catalogue: PreparedCatalogue,
  names: readonly DocumentName[],
  now: Date,
): Promise<void> {
  for (const name of names) {
    await db
      .updateTable('catalogue_documents')
      .set({ announced_at: now })
      .where('name', '=', name)
      .where('content_sha256', '=', catalogue.hashes[name])
      .execute();
  }
}

async function replaceEntries(trx: DbOrTrx, { entries }: PreparedCatalogue): Promise<void> {
  await deleteOthers(trx, 'catalogue_entries', entries);
  if (entries.length === 0) return;
  await trx
    .insertInto('catalogue_entries')
    // An array as jsonb must go as JSON text: node-postgres would send a Postgres array.
    .values(entries.map((entry) => ({ ...entry, drivers: JSON.stringify(entry.drivers) })))
    .onConflict((conflict) => conflict.column('id').doUpdateSet(excludedExceptId(entries[0])))
    .execute();
}

async function replaceCategories(trx: DbOrTrx, { categories }: PreparedCatalogue): Promise<void> {
  await deleteOthers(trx, 'categories', categories);
  if (categories.length === 0) return;
  const rows = categories.map((category, position) => ({ ...category, position }));
  await trx
    .insertInto('categories')
    .values(rows)
    .onConflict((conflict) => conflict.column('id').doUpdateSet(excludedExceptId(rows[0])))
    .execute();
}

async function replaceProgram(trx: DbOrTrx, { program }: PreparedCatalogue): Promise<void> {
  const rows = Object.entries(program).flatMap(([day, events]) =>
    events.map((event) => ({ ...event, day, starts_at: new Date(event.start_datetime) })),
  );
  await deleteOthers(trx, 'program_events', rows);
  if (rows.length === 0) return;
  await trx
    .insertInto('program_events')
    .values(rows)
    .onConflict((conflict) => conflict.column('id').doUpdateSet(excludedExceptId(rows[0])))
    .execute();
}

async function replaceNews(trx: DbOrTrx, { news }: PreparedCatalogue): Promise<void> {
  await deleteOthers(trx, 'news', news);
  if (news.length === 0) return;
  const rows = news.map((item) => ({ ...item, published_ts: new Date(item.published_at) }));
  await trx
    .insertInto('news')
    .values(rows)
    .onConflict((conflict) => conflict.column('id').doUpdateSet(excludedExceptId(rows[0])))
    .execute();
}

type CatalogueTable = 'catalogue_entries' | 'categories' | 'program_events' | 'news';

async function deleteOthers(trx: DbOrTrx, table: CatalogueTable, keep: { id: number }[]): Promise<void> {
  const ids = keep.map((row) => row.id);
  await sql`DELETE FROM ${sql.table(table)} WHERE NOT (id = ANY(${ids}::integer[]))`.execute(trx);
}

/** `SET column = excluded.column` for every column of the rows but the id, and a fresh updated_at. */
function excludedExceptId(sample: object | undefined) {
  const columns = Object.keys(sample ?? {}).filter((column) => column !== 'id');
  return Object.fromEntries([
    ...columns.map((column) => [column, sql.ref(`excluded.${column}`)]),
    ['updated_at', sql`now()`],
  ]);
}
