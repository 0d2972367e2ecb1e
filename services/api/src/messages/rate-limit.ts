import { minutesToWait, type RateLimitOptions } from '../http/fixed-window-limiter.ts';

/** Spec part 2 has no number: five messages in ten minutes is plenty for a visitor, little for a script. */
export const DEFAULT_MESSAGE_RATE_LIMIT: RateLimitOptions = { max: 5, windowMs: 10 * 60_000 };

/** 'Trop de messages envoyés : réessayez dans N minutes.', at least one minute. */
export function tooManyMessages(retryAfterMs: number): string {
  return `Trop de messages envoyés : réessayez dans ${minutesToWait(retryAfterMs)}.`;
}
