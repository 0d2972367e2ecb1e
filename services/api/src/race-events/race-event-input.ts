import { isKnownTimeZone } from '@lemans/contract/timing';
import { z } from 'zod';
import { storableAs } from '../http/storable-text.ts';

/** The admin's race event form: what an event is, with the French errors the form shows. */

export const NAME_REQUIRED = "Le nom de l'épreuve est obligatoire";
export const NAME_TOO_LONG = "Le nom de l'épreuve ne doit pas dépasser 120 caractères";
export const BAD_DATE = 'La date doit être un jour valide au format AAAA-MM-JJ, de 1923 à 2100';
export const BAD_TIME_ZONE = 'Fuseau horaire inconnu (ex. Europe/Paris)';
export const BAD_CIRCUIT = 'Identifiant de circuit invalide (minuscules, chiffres et tirets)';
export const BAD_LENGTH = 'La durée prévue doit être un nombre entier de secondes, de 1 à 172 800';
export const BAD_START = 'Le départ prévu doit être une date et heure ISO 8601 (ex. 2025-06-14T14:00:00Z)';
export const BAD_SEASON = 'La saison doit être une année de 1923 à 2100';
export const BAD_ROUND = 'La manche doit être un nombre entier de 1 à 30';
export const BAD_CHAMPIONSHIP = 'Le championnat ne doit pas dépasser 60 caractères';
export const NOTHING_TO_CHANGE = 'Indiquez au moins un champ à modifier';

/**
 * A calendar day of the seasons an event can belong to (as `season`). zod runs every check even after the
 * pattern failed, so the day is read without ever calling toISOString on an invalid date (a RangeError).
 */
const day = z.string({ error: BAD_DATE }).max(10, BAD_DATE).refine(isSeasonDay, BAD_DATE);

function isSeasonDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, dayOfMonth] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, dayOfMonth));
  return year >= 1923 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === dayOfMonth;
}

const facts = {
  name: z
    .string({ error: NAME_REQUIRED })
    .superRefine(storableAs('name'))
    .trim()
    .min(1, NAME_REQUIRED)
    .max(120, NAME_TOO_LONG),
  date: day,
  championship: z
    .string({ error: BAD_CHAMPIONSHIP })
    .superRefine(storableAs('championship'))
    .trim()
    .max(60, BAD_CHAMPIONSHIP)
    .nullish()
    .transform((text) => text || null),
  season: z.int({ error: BAD_SEASON }).min(1923, BAD_SEASON).max(2100, BAD_SEASON).nullish(),
  round: z.int({ error: BAD_ROUND }).min(1, BAD_ROUND).max(30, BAD_ROUND).nullish(),
  circuit_id: z
    .string({ error: BAD_CIRCUIT })
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, BAD_CIRCUIT)
    .nullish(),
  time_zone: z.string({ error: BAD_TIME_ZONE }).max(64, BAD_TIME_ZONE).refine(isKnownTimeZone, BAD_TIME_ZONE),
  scheduled_start: z.iso.datetime({ offset: true, error: BAD_START }).nullish(),
  scheduled_length_s: z.int({ error: BAD_LENGTH }).min(1, BAD_LENGTH).max(172_800, BAD_LENGTH).nullish(),
};

const newEventSchema = z.object({ ...facts, time_zone: facts.time_zone.default('Europe/Paris') });
const changeSchema = z
  .object(facts)
  .partial()
  .refine((change) => Object.values(change).some((value) => value !== undefined), NOTHING_TO_CHANGE);

export type NewRaceEventInput = z.output<typeof newEventSchema>;
export type RaceEventChange = z.output<typeof changeSchema>;

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

function parsed<T>(result: z.ZodSafeParseResult<T>): Parsed<T> {
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, error: result.error.issues[0]?.message ?? NAME_REQUIRED };
}

/** A new event as the admin describes it, or the one French error to show. */
export function parseNewRaceEvent(body: unknown): Parsed<NewRaceEventInput> {
  return parsed(newEventSchema.safeParse(body ?? {}));
}

/** The facts an admin changes (a rename is a change of name), or the one French error to show. */
export function parseRaceEventChange(body: unknown): Parsed<RaceEventChange> {
  return parsed(changeSchema.safeParse(body ?? {}));
}
