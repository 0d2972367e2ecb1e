import { type Kysely, sql } from 'kysely';

/*
 * The sub-class an entry list names within a class ('PRO_AM': LMP2 Pro-Am), which the officials classify
 * on its own: the ranking filters it, the classification and the reports name its winner. Entries already
 * projected have none until their session is rebuilt: their events did not keep it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE entries
      ADD COLUMN subclass text CHECK (subclass IN ('PRO_AM'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE entries DROP COLUMN subclass`.execute(db);
}
