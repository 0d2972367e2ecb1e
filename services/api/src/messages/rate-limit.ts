/**
 * Messages accepted per client in a fixed window. The API has no Redis connection of its own for requests
 * (only the live source's and the sync queue's), so the counts live in this process: a restart forgets them,
 * which only lets a sender start over early.
 */
export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

/** Spec part 2 has no number: five messages in ten minutes is plenty for a visitor, little for a script. */
export const DEFAULT_MESSAGE_RATE_LIMIT: RateLimitOptions = { max: 5, windowMs: 10 * 60_000 };

/** Past this many clients, finished windows are swept so that the map cannot grow without bound. */
const SWEEP_THRESHOLD = 10_000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export class FixedWindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly options: RateLimitOptions,
    private readonly now: () => number,
  ) {}

  /** Counts one attempt of `key` (as Redis INCR would) and says whether it is within the limit. */
  hit(key: string): RateDecision {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= SWEEP_THRESHOLD) this.sweep(now);
      window = { count: 0, resetAt: now + this.options.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count <= this.options.max
      ? { allowed: true }
      : { allowed: false, retryAfterMs: window.resetAt - now };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** 'Trop de messages envoyés : réessayez dans N minutes.', at least one minute. */
export function tooManyMessages(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Trop de messages envoyés : réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
}
