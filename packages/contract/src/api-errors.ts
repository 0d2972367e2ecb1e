/**
 * What an error answer of the API says: `{ "error": "<French message>", "code": "<code>", ...values }`. The
 * French message is for scripts and logs; a page words the code in its visitor's language, with the values
 * beside it (a limit, a wait) as its message's placeholders. A code, once answered, keeps its meaning.
 */
export const API_ERROR_CODES = [
  // What the status alone says: the code of an error that has none of its own.
  'request.invalid',
  'request.unauthorized',
  'request.forbidden',
  'request.not_found',
  'request.method_not_allowed',
  'request.conflict',
  'request.too_large',
  'request.rate_limited',
  'server.internal',
  'server.unavailable',
  // A body that cannot be read, an address that cannot be decoded.
  'request.invalid_json',
  'request.unsupported_encoding',
  'request.unsupported_charset',
  'request.aborted',
  'request.length_mismatch',
  'request.unreadable_compressed_body',
  'request.malformed_escape',
  // The server turning work away for a moment.
  'server.database_unavailable',
  'server.busy',
  // A visitor's own limits; `minutes` is the wait.
  'time_travel.too_many',
  'contact.too_many',
  'contact.overloaded',
  // The contact rules (contact.ts); `max` is the limit passed.
  'contact.missing_fields',
  'contact.name_too_long',
  'contact.subject_too_long',
  'contact.message_too_long',
  'contact.invalid_email',
  'contact.invalid_text',
  // The admin login; `minutes` is the wait.
  'admin.password_required',
  'admin.wrong_password',
  'admin.too_many_attempts',
  'admin.login_required',
  'admin.csrf_missing',
  'admin.disabled',
  'admin.no_session',
  // An event the admin would delete still holds something; `sessions`, `merged` say how many.
  'admin.race_event_has_sessions',
  'admin.race_event_has_merged_events',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The values an error's message names, sent beside its code. */
export type ApiErrorValues = Readonly<Record<string, string | number>>;

/** The code of an error that has none of its own: what its status says. */
const STATUS_ERROR_CODES: Readonly<Record<number, ApiErrorCode>> = {
  400: 'request.invalid',
  401: 'request.unauthorized',
  403: 'request.forbidden',
  404: 'request.not_found',
  405: 'request.method_not_allowed',
  409: 'request.conflict',
  413: 'request.too_large',
  429: 'request.rate_limited',
  500: 'server.internal',
  502: 'server.unavailable',
  503: 'server.unavailable',
  504: 'server.unavailable',
};

export function errorCodeOfStatus(status: number): ApiErrorCode {
  return STATUS_ERROR_CODES[status] ?? (status >= 500 ? 'server.internal' : 'request.invalid');
}

/**
 * Whether a code says no more than a status: the answer's French message then says more (which field,
 * which line of a file), and a French page shows it rather than the code's message.
 */
export function saysOnlyItsStatus(code: ApiErrorCode): boolean {
  return Object.values(STATUS_ERROR_CODES).includes(code);
}

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return (API_ERROR_CODES as readonly unknown[]).includes(value);
}
