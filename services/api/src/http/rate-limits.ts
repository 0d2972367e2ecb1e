import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

/** So many points in a fixed window of so many seconds (rate-limiter-flexible counts in seconds). */
export interface LimitRule {
  points: number;
  durationS: number;
}

/** Every limit of the public API and the admin login, per client and, where a flood costs everyone, overall. */
export interface ApiLimits {
  /** Password attempts per client: counted before the derivation, given back when the password is right. */
  loginAttempts: LimitRule;
  /**
   * Wrong passwords for the admin account, from every client together: past it, only a client with no
   * wrong password of its own in its window is still checked (admin-auth.ts says why).
   */
  loginFailuresPerAccount: LimitRule;
  /** Contact messages per client, and for the whole site (what the messages table takes). */
  messagesPerClient: LimitRule;
  messagesOverall: LimitRule;
  /** Audience events (one point per event of a batch) per client and for the whole site. */
  analyticsPerClient: LimitRule;
  analyticsOverall: LimitRule;
  /** Time-travel requests per client: a page asks at most four a second, one at a time. */
  timeTravelPerClient: LimitRule;
}

export const DEFAULT_API_LIMITS: ApiLimits = Object.freeze({
  loginAttempts: { points: 5, durationS: 15 * 60 },
  // Ten clients' worth of wrong guesses: more than an administrator and a few scripts ever make.
  loginFailuresPerAccount: { points: 50, durationS: 15 * 60 },
  // The spec gives no number: five in ten minutes is plenty for a visitor, little for a script.
  messagesPerClient: { points: 5, durationS: 10 * 60 },
  messagesOverall: { points: 1000, durationS: 10 * 60 },
  // A page sends a batch every 5 s at most (20 events); a hundred a minute leaves room for several tabs.
  analyticsPerClient: { points: 100, durationS: 60 },
  // Far above what 100,000 fans' page views make, far below what fills the table in minutes.
  analyticsOverall: { points: 2000, durationS: 1 },
  timeTravelPerClient: { points: 60, durationS: 10 },
});

/** Allowed with the points the key now holds in its window (this take's included), or refused. */
export type RateDecision = { allowed: true; consumed: number } | { allowed: false; retryAfterMs: number };

/** One limit: `take` counts points of a key and says whether they were within the limit. */
export class Limit {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    /** Told of each refusal, for the figures. */
    private readonly refused: () => void = () => {},
  ) {}

  async take(key: string, points = 1): Promise<RateDecision> {
    try {
      const taken = await this.limiter.consume(key, points);
      return { allowed: true, consumed: taken.consumedPoints };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        this.refused();
        return { allowed: false, retryAfterMs: rejection.msBeforeNext };
      }
      throw rejection;
    }
  }

  /** Whether a key has points left, without taking one: a key that has used them up is a refusal. */
  async check(key: string): Promise<RateDecision> {
    const held = await this.limiter.get(key);
    const consumed = held?.consumedPoints ?? 0;
    if (!held || consumed < this.limiter.points) return { allowed: true, consumed };
    this.refused();
    return { allowed: false, retryAfterMs: held.msBeforeNext };
  }

  /** Gives points back (an attempt that turned out right does not count against the client). */
  async giveBack(key: string, points = 1): Promise<void> {
    await this.limiter.reward(key, points);
  }
}

export type Limits = { readonly [Name in keyof ApiLimits]: Limit };

/**
 * The limits, counted in Redis so that they hold across API processes (a client spreading its requests
 * over several processes gets no more), under `<prefix>:limit:`. While Redis is unreachable each process
 * counts in its own memory instead: a limit that holds per process beats none, or an API that fails.
 * Without Redis (tests of one process), memory only. `refused` is told the name of the limit of each refusal.
 */
export function createLimits(
  store: { redis: Redis; prefix: string } | null,
  rules: ApiLimits = DEFAULT_API_LIMITS,
  refused: (limit: string) => void = () => {},
): Limits {
  const limitOf = (name: string, { points, durationS }: LimitRule) => {
    const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: durationS });
    if (!store) return new Limit(memory, () => refused(name));
    return new Limit(
      new RateLimiterRedis({
        storeClient: store.redis,
        keyPrefix: `${store.prefix}:limit:${name}`,
        points,
        duration: durationS,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
        // A client past its limit is refused from memory until its window ends: a flood of refused
        // requests costs no Redis round trip.
        inMemoryBlockOnConsumed: points + 1,
      }),
      () => refused(name),
    );
  };
  const entries = Object.entries(rules).map(([name, rule]) => [name, limitOf(name, rule)]);
  return Object.freeze(Object.fromEntries(entries)) as Limits;
}

/** A wait in whole minutes, at least one: what the limits' messages name, and their answers' `minutes`. */
export function waitMinutes(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}

/** "N minute(s)" of a wait, at least one minute, for the French messages of the limits. */
export function minutesToWait(retryAfterMs: number): string {
  const minutes = waitMinutes(retryAfterMs);
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
}

/** The Retry-After header's whole seconds, at least one. */
export function retryAfterSeconds(retryAfterMs: number): string {
  return String(Math.max(1, Math.ceil(retryAfterMs / 1000)));
}
