/**
 * Attempts allowed per client in a fixed window. The API has no Redis connection of its own for requests
 * (only the live source's and the sync queue's), so the counts live in this process: a restart forgets them,
 * which only lets a client start over early.
 */
export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

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
    return this.decision(window, now);
  }

  /** Whether `key` may try again, without counting an attempt (for limits on failures only). */
  check(key: string): RateDecision {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return { allowed: true };
    return window.count < this.options.max
      ? { allowed: true }
      : { allowed: false, retryAfterMs: window.resetAt - now };
  }

  private decision(window: { count: number; resetAt: number }, now: number): RateDecision {
    return window.count <= this.options.max
      ? { allowed: true }
      : { allowed: false, retryAfterMs: window.resetAt - now };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** "N minute(s)" of a wait, at least one minute, for the French messages of the limits. */
export function minutesToWait(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
}
