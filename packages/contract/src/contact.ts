import type { ApiErrorCode } from './api-errors.ts';

/**
 * What a visitor's contact message may hold (spec part 2 §2, §5, §9), applied by the contact page before
 * sending and by POST /api/messages before storing, with the code of each refusal and its French text.
 */

export const MESSAGE_MAX_LENGTH = 1000;
export const NAME_MAX_LENGTH = 100;
/** RFC 5321's limit for a whole address. */
export const EMAIL_MAX_LENGTH = 254;
export const SUBJECT_MAX_LENGTH = 120;
export const DEFAULT_SUBJECT = 'Nouveau message';

/**
 * The subjects the contact page offers, by the key its catalogs name each with: the French text is what the
 * page sends and the admin reads. Any other short text is accepted too (older pages, scripts).
 */
export const CONTACT_SUBJECTS = {
  general: 'Question générale',
  stream_link: 'Partage de lien stream',
  improvement: "Suggestion d'amélioration",
  problem: 'Signaler un problème',
  other: 'Autre',
} as const;

export type ContactSubject = keyof typeof CONTACT_SUBJECTS;

/** Why a message is refused: the code a page words, its French text, the limit it names. */
export interface ContactRefusal {
  readonly code: ApiErrorCode;
  readonly error: string;
  readonly values?: { readonly max: number };
}

const tooLong = (code: ApiErrorCode, what: string, max: number): Required<ContactRefusal> => ({
  code,
  error: `${what} ne doit pas dépasser ${max} caractères`,
  values: { max },
});

export const CONTACT_ERRORS = {
  missingFields: { code: 'contact.missing_fields', error: 'Veuillez remplir tous les champs obligatoires' },
  messageTooLong: tooLong('contact.message_too_long', 'Le message', MESSAGE_MAX_LENGTH),
  nameTooLong: tooLong('contact.name_too_long', 'Le nom', NAME_MAX_LENGTH),
  subjectTooLong: tooLong('contact.subject_too_long', "L'objet", SUBJECT_MAX_LENGTH),
  invalidEmail: { code: 'contact.invalid_email', error: 'Adresse e-mail invalide' },
  invalidText: { code: 'contact.invalid_text', error: 'Le message contient des caractères non autorisés' },
} as const satisfies Record<string, ContactRefusal>;

/** A message as it is stored: trimmed, the subject defaulted. */
export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactCheck = { ok: true; message: ContactMessage } | ({ ok: false } & ContactRefusal);

/*
 * Postgres refuses NUL in text; the one-line fields have no use for any control character, while the
 * message keeps its tabs and line breaks. Half of a surrogate pair (`\ud800` in JSON, `\p{Cs}` as these
 * regexes read code points) is no character at all: Postgres would store it as U+FFFD.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
const LINE_CONTROLS = /[\u0000-\u001f\u007f\p{Cs}]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
const TEXT_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\p{Cs}]/u;

const trimmedText = (value: unknown): string | null => (typeof value === 'string' ? value.trim() : null);

/**
 * The message as it will be stored, or the one refusal to show. A missing field wins over any other
 * problem (it is the one the form can show beside the button); then the fields are checked in the form's
 * order. The address's syntax is left to `isEmail`: the page lets the browser's e-mail field judge it.
 */
export function checkContactMessage(
  body: unknown,
  isEmail: (address: string) => boolean = () => true,
): ContactCheck {
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  const { name, email, subject, message } = fields as Partial<Record<keyof ContactMessage, unknown>>;
  const filled = { name: trimmedText(name), email: trimmedText(email), message: trimmedText(message) };
  if (!filled.name || !filled.email || !filled.message) return { ok: false, ...CONTACT_ERRORS.missingFields };
  // Optional: missing, null or blank all mean the default subject; anything else must be text.
  const subjectText = subject === undefined || subject === null ? '' : trimmedText(subject);
  const refusal = firstProblem([
    [filled.name.length > NAME_MAX_LENGTH, CONTACT_ERRORS.nameTooLong],
    [LINE_CONTROLS.test(filled.name), CONTACT_ERRORS.invalidText],
    [filled.email.length > EMAIL_MAX_LENGTH || !isEmail(filled.email), CONTACT_ERRORS.invalidEmail],
    [subjectText === null || subjectText.length > SUBJECT_MAX_LENGTH, CONTACT_ERRORS.subjectTooLong],
    [LINE_CONTROLS.test(subjectText ?? ''), CONTACT_ERRORS.invalidText],
    [filled.message.length > MESSAGE_MAX_LENGTH, CONTACT_ERRORS.messageTooLong],
    [TEXT_CONTROLS.test(filled.message), CONTACT_ERRORS.invalidText],
  ]);
  if (refusal !== null) return { ok: false, ...refusal };
  return {
    ok: true,
    message: {
      name: filled.name,
      email: filled.email,
      subject: subjectText || DEFAULT_SUBJECT,
      message: filled.message,
    },
  };
}

function firstProblem(checks: readonly (readonly [boolean, ContactRefusal])[]): ContactRefusal | null {
  return checks.find(([failed]) => failed)?.[1] ?? null;
}
