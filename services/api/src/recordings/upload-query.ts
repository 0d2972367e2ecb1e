import { eventNameProblem } from '@lemans/alkamel';
import { z } from 'zod';
import { storableAs } from '../http/storable-text.ts';

/**
 * The options of an upload, as the CLI takes them: in the query string of a raw CSV body, or in the text
 * fields of a form.
 */

export const DATE_REQUIRED = 'Date de départ requise : date=AAAA-MM-JJ';
const INVALID_DATE = 'Date de départ invalide : AAAA-MM-JJ attendu';
const INVALID_YEAR = 'Année invalide : AAAA attendu';
const INVALID_EVENT = "Nom de l'épreuve invalide";
const NAME_MAX = 200;
/** The first 24 Heures du Mans: an earlier start is a typo (and before 100, Date would read 19xx). */
const FIRST_EDITION_YEAR = 1923;
const BEFORE_FIRST_EDITION = `Date de départ invalide : les 24 Heures du Mans se courent depuis ${FIRST_EDITION_YEAR}`;

/** Whether yyyy-MM-dd names a day of the calendar (not 2025-02-30). */
function isCalendarDay(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date);
}

const uploadQuery = z
  .object({
    name: z
      .string({ error: 'Nom invalide' })
      .superRefine(storableAs('name'))
      .trim()
      .max(NAME_MAX, `Le nom ne doit pas dépasser ${NAME_MAX} caractères`)
      .optional()
      .transform((name) => name || undefined),
    event: z
      .string({ error: INVALID_EVENT })
      .superRefine(storableAs('event'))
      .superRefine((event, ctx) => {
        const problem = eventNameProblem(event);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, input: event });
      })
      .trim()
      .optional()
      .transform((event) => event || undefined),
    // The CSV only has times of day: without the date no moment of the race can be placed.
    date: z
      .string({ error: DATE_REQUIRED })
      .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, INVALID_DATE)
      .refine(isCalendarDay, INVALID_DATE)
      .refine((date) => Number(date.slice(0, 4)) >= FIRST_EDITION_YEAR, BEFORE_FIRST_EDITION),
    year: z
      .string({ error: INVALID_YEAR })
      .regex(/^\d{4}$/, INVALID_YEAR)
      .transform(Number)
      .optional(),
  })
  // Given with the date, the year is only a check against a typo in either.
  .refine((query) => query.year === undefined || query.date.startsWith(String(query.year)), {
    error: "L'année ne correspond pas à la date de départ",
  });

export type UploadQuery = z.output<typeof uploadQuery>;

export function parseUploadQuery(
  query: unknown,
): { ok: true; query: UploadQuery } | { ok: false; error: string } {
  const result = uploadQuery.safeParse(query);
  if (result.success) return { ok: true, query: result.data };
  return { ok: false, error: result.error.issues[0]?.message ?? INVALID_DATE };
}
