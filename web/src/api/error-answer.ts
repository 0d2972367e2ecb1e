import type { MessageValues } from '../i18n/catalog-types.ts';

/**
 * An error answer of the API as the page reads it, `{ error, code, ...values }`: the French message, the
 * code the page words in its own language, and the values that message names. Any part may be missing (a
 * proxy's page, an empty body).
 */
export interface ErrorAnswer {
  readonly error: string | null;
  readonly code: string | null;
  readonly values: MessageValues;
}

export const NO_ERROR_ANSWER: ErrorAnswer = { error: null, code: null, values: {} };

/** A JSON body read as an error answer; its values are its other fields that are text or numbers. */
export function errorAnswerOf(body: unknown): ErrorAnswer {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return NO_ERROR_ANSWER;
  const { error, code, ...rest } = body as Record<string, unknown>;
  const values = Object.entries(rest).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return {
    error: typeof error === 'string' && error.trim() !== '' ? error : null,
    code: typeof code === 'string' ? code : null,
    values: Object.fromEntries(values),
  };
}
