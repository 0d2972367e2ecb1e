import { STREAM_LIMITS, STREAM_STATUSES } from '@lemans/contract';
import { z } from 'zod';
import { storableAs } from '../http/storable-text.ts';

/** The admin stream form's rules (spec part 2 §5), with the French errors the form shows. */

export const MISSING_STREAM_FIELDS = 'Veuillez remplir tous les champs obligatoires';
export const INVALID_TEAM_NUMBER = "Le numéro d'équipe doit faire 1 à 4 chiffres (ex. 007)";
export const INVALID_STREAM_URL = "L'URL de la vidéo doit être une adresse http(s) valide";
export const INVALID_STREAM_STATUS = 'Le statut doit être inactive, live ou replay';
export const INVALID_PRIORITY = 'La priorité doit être un nombre entier de 0 à 100';
export const TOO_LONG = (field: string, max: number) => `${field} ne doit pas dépasser ${max} caractères`;

const required = (key: string) =>
  z
    .string({ error: MISSING_STREAM_FIELDS })
    .superRefine(storableAs(key))
    .trim()
    .min(1, MISSING_STREAM_FIELDS);
const optionalText = (key: string, field: string, max: number) =>
  z
    .string({ error: TOO_LONG(field, max) })
    .superRefine(storableAs(key))
    .trim()
    .max(max, TOO_LONG(field, max))
    .nullish()
    .transform((text) => text || null);

const streamSchema = z.object(
  {
    team_number: required('team_number').regex(
      new RegExp(`^${STREAM_LIMITS.teamNumberPattern}$`),
      INVALID_TEAM_NUMBER,
    ),
    team_name: required('team_name').max(
      STREAM_LIMITS.teamName,
      TOO_LONG("Le nom de l'équipe", STREAM_LIMITS.teamName),
    ),
    stream_url: required('stream_url')
      .max(STREAM_LIMITS.url, TOO_LONG("L'URL", STREAM_LIMITS.url))
      .pipe(z.url({ protocol: /^https?$/, error: INVALID_STREAM_URL })),
    stream_title: optionalText('stream_title', 'Le titre', STREAM_LIMITS.title),
    stream_description: optionalText('stream_description', 'La description', STREAM_LIMITS.description),
    status: z.enum(STREAM_STATUSES, { error: INVALID_STREAM_STATUS }),
    is_active: z.boolean({ error: 'is_active doit valoir true ou false' }).default(true),
    priority: z
      .int({ error: INVALID_PRIORITY })
      .min(0, INVALID_PRIORITY)
      .max(STREAM_LIMITS.maxPriority, INVALID_PRIORITY)
      .default(0),
    category: optionalText('category', 'La catégorie', STREAM_LIMITS.category),
  },
  { error: MISSING_STREAM_FIELDS },
);

export type StreamInput = z.output<typeof streamSchema>;

/** The stream as it will be stored, or the one French error to show (a missing field first). */
export function parseStreamInput(
  body: unknown,
): { ok: true; stream: StreamInput } | { ok: false; error: string } {
  const result = streamSchema.safeParse(body);
  if (result.success) return { ok: true, stream: result.data };
  const messages = result.error.issues.map((issue) => issue.message);
  return {
    ok: false,
    error: messages.includes(MISSING_STREAM_FIELDS)
      ? MISSING_STREAM_FIELDS
      : (messages[0] ?? MISSING_STREAM_FIELDS),
  };
}
