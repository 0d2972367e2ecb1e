import { z } from 'zod';

/** Spec part 2 §5 and §9: what a visitor's contact message may hold. */
export const MESSAGE_MAX_LENGTH = 1000;
export const NAME_MAX_LENGTH = 100;
/** RFC 5321's limit for a whole address. */
export const EMAIL_MAX_LENGTH = 254;
export const SUBJECT_MAX_LENGTH = 120;
export const DEFAULT_SUBJECT = 'Nouveau message';

/** The subjects the contact page offers; any other short text is accepted too (older pages, scripts). */
export const SUBJECT_OPTIONS = [
  'Question générale',
  'Partage de lien stream',
  "Suggestion d'amélioration",
  'Signaler un problème',
  'Autre',
] as const;

export const MISSING_FIELDS = 'Veuillez remplir tous les champs obligatoires';
export const MESSAGE_TOO_LONG = `Le message ne doit pas dépasser ${MESSAGE_MAX_LENGTH} caractères`;
export const NAME_TOO_LONG = `Le nom ne doit pas dépasser ${NAME_MAX_LENGTH} caractères`;
export const SUBJECT_TOO_LONG = `L'objet ne doit pas dépasser ${SUBJECT_MAX_LENGTH} caractères`;
export const INVALID_EMAIL = 'Adresse e-mail invalide';
export const INVALID_TEXT = 'Le message contient des caractères non autorisés';

/*
 * Postgres refuses NUL in text (a 500 otherwise); the one-line fields have no use for any control character,
 * while the message keeps its tabs and line breaks. Half of a surrogate pair (`\ud800` in JSON, `\p{Cs}` as
 * these regexes read code points) is no character at all: Postgres would store it as U+FFFD.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
const LINE_CONTROLS = /[\u0000-\u001f\u007f\p{Cs}]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
const TEXT_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\p{Cs}]/u;

const required = () => z.string({ error: MISSING_FIELDS }).trim().min(1, MISSING_FIELDS);

const messageSchema = z.object(
  {
    name: required()
      .max(NAME_MAX_LENGTH, NAME_TOO_LONG)
      .refine((name) => !LINE_CONTROLS.test(name), INVALID_TEXT),
    email: required()
      .max(EMAIL_MAX_LENGTH, INVALID_EMAIL)
      .pipe(z.email({ error: INVALID_EMAIL })),
    // Optional: missing, null or blank all mean the default subject.
    subject: z
      .string({ error: SUBJECT_TOO_LONG })
      .trim()
      .max(SUBJECT_MAX_LENGTH, SUBJECT_TOO_LONG)
      .refine((subject) => !LINE_CONTROLS.test(subject), INVALID_TEXT)
      .nullish()
      .transform((subject) => subject || DEFAULT_SUBJECT),
    message: required()
      .max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG)
      .refine((message) => !TEXT_CONTROLS.test(message), INVALID_TEXT),
  },
  { error: MISSING_FIELDS },
);

export type ContactMessage = z.output<typeof messageSchema>;

/**
 * The message as it will be stored (trimmed, subject defaulted), or the one French error shown to the
 * visitor. A missing field wins over any other problem: it is the one the form can show beside the button.
 */
export function parseContactMessage(
  body: unknown,
): { ok: true; message: ContactMessage } | { ok: false; error: string } {
  const result = messageSchema.safeParse(body);
  if (result.success) return { ok: true, message: result.data };
  const messages = result.error.issues.map((issue) => issue.message);
  return {
    ok: false,
    error: messages.includes(MISSING_FIELDS) ? MISSING_FIELDS : (messages[0] ?? MISSING_FIELDS),
  };
}
