import { minutesToWait } from '../http/rate-limits.ts';

/** 'Trop de messages envoyés : réessayez dans N minutes.', at least one minute. */
export function tooManyMessages(retryAfterMs: number): string {
  return `Trop de messages envoyés : réessayez dans ${minutesToWait(retryAfterMs)}.`;
}

/** The whole site's ceiling is reached: said as such, so that a visitor knows it is not about him. */
export function contactOverloaded(retryAfterMs: number): string {
  return `Le formulaire de contact reçoit trop de messages en ce moment : réessayez dans ${minutesToWait(retryAfterMs)}.`;
}
