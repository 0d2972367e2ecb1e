import type { DbOrTrx } from '@lemans/platform';
import { sql } from 'kysely';
import { entryRows } from '../entries/entries-repository.ts';

export interface TeamChoice {
  team_number: string;
  team_name: string;
  car_name: string;
}

/** Every team the stream form may pick, by race number ("7" before "12"), in one query. */
export async function listTeamChoices(db: DbOrTrx): Promise<TeamChoice[]> {
  const { rows } = await sql<TeamChoice>`
    SELECT number AS team_number, team_name, car_name
    FROM (${entryRows(sql`true`)}) AS entry
    ORDER BY substring(number FROM '^[0-9]+')::int NULLS LAST, number
  `.execute(db);
  return rows;
}
