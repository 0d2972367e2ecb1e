import { z } from 'zod';

/** The options of an upload, in its query string (the body is the CSV itself), as the CLI takes them. */

export const DATE_REQUIRED = 'Date de départ requise : date=AAAA-MM-JJ';
const INVALID_DATE = 'Date de départ invalide : AAAA-MM-JJ attendu';
const INVALID_YEAR = 'Année invalide : AAAA attendu';
const NAME_MAX = 200;

const uploadQuery = z
  .object({
    name: z
      .string({ error: 'Nom invalide' })
      .trim()
      .max(NAME_MAX, `Le nom ne doit pas dépasser ${NAME_MAX} caractères`)
      .optional()
      .transform((name) => name || undefined),
    // The CSV only has times of day: without the date no moment of the race can be placed.
    date: z
      .string({ error: DATE_REQUIRED })
      .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, INVALID_DATE),
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
