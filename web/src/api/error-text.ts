import { type ApiErrorCode, isApiErrorCode, saysOnlyItsStatus } from '@lemans/contract';
import type { AdminMessageId, ToolsMessageId } from '../i18n/catalog-types.ts';
import { pageLanguage, t } from '../i18n/i18n.ts';
import { SOURCE_LANGUAGE } from '../i18n/languages.ts';
import type { ErrorAnswer } from './error-answer.ts';
import { ApiError } from './http.ts';

/**
 * The page's words for each code of the API's errors: in the tools' part of the catalogs, which every screen
 * that shows a refusal loads (lazy-page.tsx), the admin login's in the admin area's. No message id is
 * spelled as a code: the build shortens every quoted id in the page's code, keys included.
 */
export const ERROR_MESSAGES: Readonly<Record<ApiErrorCode, ToolsMessageId | AdminMessageId>> = {
  'request.invalid': 'api_error.request.invalid',
  'request.unauthorized': 'api_error.request.unauthorized',
  'request.forbidden': 'api_error.request.forbidden',
  'request.not_found': 'api_error.request.not_found',
  'request.method_not_allowed': 'api_error.request.method_not_allowed',
  'request.conflict': 'api_error.request.conflict',
  'request.too_large': 'api_error.request.too_large',
  'request.rate_limited': 'api_error.request.rate_limited',
  'server.internal': 'api_error.server.internal',
  'server.unavailable': 'api_error.server.unavailable',
  'request.invalid_json': 'api_error.request.invalid_json',
  'request.unsupported_encoding': 'api_error.request.unsupported_encoding',
  'request.unsupported_charset': 'api_error.request.unsupported_charset',
  'request.aborted': 'api_error.request.aborted',
  'request.length_mismatch': 'api_error.request.length_mismatch',
  'request.unreadable_compressed_body': 'api_error.request.unreadable_compressed_body',
  'request.malformed_escape': 'api_error.request.malformed_escape',
  'server.database_unavailable': 'api_error.server.database_unavailable',
  'server.busy': 'api_error.server.busy',
  'time_travel.too_many': 'api_error.time_travel.too_many',
  'contact.too_many': 'api_error.contact.too_many',
  'contact.overloaded': 'api_error.contact.overloaded',
  'contact.missing_fields': 'api_error.contact.missing_fields',
  'contact.name_too_long': 'api_error.contact.name_too_long',
  'contact.subject_too_long': 'api_error.contact.subject_too_long',
  'contact.message_too_long': 'api_error.contact.message_too_long',
  'contact.invalid_email': 'api_error.contact.invalid_email',
  'contact.invalid_text': 'api_error.contact.invalid_text',
  'admin.password_required': 'admin.session.password_required',
  'admin.wrong_password': 'admin.session.wrong_password',
  'admin.too_many_attempts': 'admin.session.too_many_attempts',
  'admin.login_required': 'admin.session.login_required',
  'admin.csrf_missing': 'admin.session.csrf_missing',
  'admin.disabled': 'admin.session.disabled',
  'admin.no_session': 'admin.session.no_session',
  'admin.race_event_has_sessions': 'admin.race_events.has_sessions',
  'admin.race_event_has_merged_events': 'admin.race_events.has_merged_events',
};

/**
 * What the page says of a refusal, in its language: its code's message with the answer's values. A code
 * that only names its status says less than the API's French message (which field, which line of a file):
 * a French page shows that message instead. Without a known code: the API's message on a French page, else
 * `fallback`, else the generic message.
 */
export function errorTextOf({ error, code, values }: ErrorAnswer, fallback?: string): string {
  const french = pageLanguage() === SOURCE_LANGUAGE ? error : null;
  if (!isApiErrorCode(code)) return french ?? fallback ?? t('api_error.unknown');
  if (french && saysOnlyItsStatus(code)) return french;
  return t(ERROR_MESSAGES[code], values);
}

/** The same for a failed call: what the API answered, or for any other failure (no network) `fallback`. */
export function errorText(err: unknown, fallback?: string): string {
  return err instanceof ApiError ? errorTextOf(err.answer, fallback) : (fallback ?? t('api_error.unknown'));
}
