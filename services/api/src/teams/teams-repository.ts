import type { DbOrTrx } from '@lemans/platform';
import { sql } from 'kysely';
import { type EntryScope, entryRows } from '../entries/entries-repository.ts';

export interface TeamChoice {
  team_number: string;
  team_name: string;
  car_name: string;
}

/** Every team of the event the stream form may pick, by race number ("7" before "12"), in one query. */
export async function listTeamChoices(db: DbOrTrx, event: EntryScope): Promise<TeamChoice[]> {
  const { rows } = await sql<TeamChoice>`
    SELECT number AS team_number, team_name, car_name
    FROM (${entryRows(event, sql`true`)}) AS entry
    ORDER BY substring(number FROM '^[0-9]+')::int NULLS LAST, number
  `.execute(db);
  return rows;
}
