import { AppError } from '@lemans/platform';
import { minutesToWait, waitMinutes } from '../http/rate-limits.ts';

/** 'Trop de messages envoyés : réessayez dans N minutes.', at least one minute. */
export function tooManyMessages(retryAfterMs: number): AppError {
  return new AppError(`Trop de messages envoyés : réessayez dans ${minutesToWait(retryAfterMs)}.`, 429, {
    code: 'contact.too_many',
    values: { minutes: waitMinutes(retryAfterMs) },
  });
}

/** The whole site's ceiling is reached: said as such, so that a visitor knows it is not about him. */
export function contactOverloaded(retryAfterMs: number): AppError {
  return new AppError(
    `Le formulaire de contact reçoit trop de messages en ce moment : réessayez dans ${minutesToWait(retryAfterMs)}.`,
    429,
    { code: 'contact.overloaded', values: { minutes: waitMinutes(retryAfterMs) } },
  );
}
