import type { LiveRow } from '../../api/types.ts';

/**
 * The programme hero's winner banner, taken from the live ranking rather than written in: the first row,
 * called the winner once the result is out (the first of the ranking's classification), the leader before.
 */

export interface RaceLeader {
  finished: boolean;
  entryId: number;
  number: string;
  team: string;
  car: string;
}

/** `rows` in ranking order, as the live store holds them; null before any ranking is known. */
export function raceLeader(rows: readonly LiveRow[], finished: boolean): RaceLeader | null {
  const first = rows[0];
  if (!first) return null;
  return {
    finished,
    entryId: first.entry_id,
    number: first.participant_number,
    team: first.team_name,
    car: first.car_name || first.brand_name,
  };
}
