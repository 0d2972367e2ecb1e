import type { DbOrTrx } from '@lemans/platform';
import { type KnownSpelling, type PersonName, SpellingBook } from '@lemans/race';
import { sql } from 'kysely';
import type { CacheRegistry } from '../http/cache-registry.ts';

/**
 * How long the book of spellings is kept: it changes only when a session brings drivers not seen before,
 * and a page read in the meantime shows its own event's spelling of them, as before.
 */
export const KNOWN_SPELLINGS_TTL_MS = 30_000;

/**
 * Every spelling of a driver the database holds, each once: the organiser's catalogue, and the crews of
 * every session but the replays (copies of another's). Al Kamel's timing gives no nationality: a crew member
 * stored with one was written by the results file or the organiser's feed, as the person writes their name.
 */
export async function listKnownSpellings(db: DbOrTrx): Promise<KnownSpelling[]> {
  const { rows } = await sql<KnownSpelling>`
    SELECT DISTINCT coalesce(d ->> 'firstname', '') AS firstname, coalesce(d ->> 'lastname', '') AS lastname,
      true AS written
    FROM catalogue_entries AS c
    CROSS JOIN jsonb_array_elements(c.drivers) AS d
    UNION
    SELECT coalesce(d ->> 'firstName', ''), coalesce(d ->> 'lastName', ''), coalesce(d ->> 'country', '') <> ''
    FROM entries AS e
    JOIN session_race_events AS sre ON sre.session_id = e.session_id
    CROSS JOIN jsonb_array_elements(e.drivers) AS d
    WHERE sre.kind <> 'replay'
  `.execute(db);
  return rows;
}

/** A person's name as every page shows it, whichever event's spelling it was read in (see SpellingBook). */
export type Spell = (name: PersonName) => PersonName;

/** The one spelling of each driver, for a first and last name or for a whole name in one string. */
export interface Spellings {
  person: Spell;
  fullName(text: string): string;
}

/**
 * The spelling of every driver a page shows, from the book of the spellings known at every event: built
 * once per `ttlMs` (one query, then lookups in memory), so that no page's own query grows.
 */
export function knownSpellings(db: DbOrTrx, registry: CacheRegistry, ttlMs = KNOWN_SPELLINGS_TTL_MS) {
  const books = registry.shortLived<SpellingBook>(ttlMs);
  return async (): Promise<Spellings> => {
    const book = await books.get('', async () => new SpellingBook(await listKnownSpellings(db)));
    return { person: (name) => book.spell(name), fullName: (text) => book.spellFullName(text) };
  };
}

/** Reads the spelling of the drivers of a page: call it once per answer. */
export type SpellingsReader = ReturnType<typeof knownSpellings>;
