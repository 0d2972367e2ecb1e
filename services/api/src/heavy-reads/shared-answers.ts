import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '@lemans/platform';
import type { Redis } from 'ioredis';
import type { CacheRegistry } from '../http/cache-registry.ts';
import { GateFullError } from '../http/work-gate.ts';
import type { HeavyAnswer, HeavyRead, HeavyReader } from './heavy-read.ts';
import { heavyAnswerFromMessage, heavyAnswerToMessage } from './heavy-read-messages.ts';
import type { HeavyReadMetrics } from './heavy-read-metrics.ts';
import { HEAVY_READS_BUSY } from './read-queue.ts';
import {
  decodeStoredAnswer,
  encodeStoredAnswer,
  storedAnswerKey,
  storedAnswersPrefix,
} from './stored-answer.ts';

/** An ended session's answer, as long as shared HTTP caches keep it (ENDED_SESSION_SHARED_CACHE). */
const FINAL_TTL_MS = 3_600_000;
/** A running session's: the crowd asking the same thing within a second shares one computation. */
const RUNNING_TTL_MS = 1000;
/** Past this an answer is not stored (the biggest, a race's report page with its events, is some 500 kB). */
const MAX_STORED_BYTES = 4 * 1024 * 1024;
/** A computation whose process died frees its read after this long: the next asker computes it. */
const LOCK_MS = 15_000;
const FIRST_LOOK_MS = 20;
const LOOK_EVERY_MAX_MS = 250;
/** How long those waiting on a computation its process refused (too busy) can still learn of it. */
const REFUSAL_MS = 2000;

/** Releases the lock only if it is still this computation's (it may have expired and been taken since). */
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end
return 0`;

const UNAVAILABLE = Symbol('Redis injoignable');

/**
 * The heavy reads' answers shared in Redis by every API process: read before computing, stored after (an
 * ended session's for an hour, a running one's for a second), and computed once when many ask at once:
 * the first to ask takes a short lock and computes, the others wait for what it stores. Redis unreachable,
 * every process computes for itself, as before.
 */
export class SharedAnswers implements HeavyReader {
  readonly #inner: HeavyReader;
  readonly #redis: Redis;
  readonly #prefix: string;
  readonly #metrics: HeavyReadMetrics;
  readonly #logger: Logger;

  constructor(
    inner: HeavyReader,
    { redis, prefix, caches }: { redis: Redis; prefix: string; caches: CacheRegistry },
    metrics: HeavyReadMetrics,
    logger: Logger,
  ) {
    this.#inner = inner;
    this.#redis = redis;
    this.#prefix = prefix;
    this.#metrics = metrics;
    this.#logger = logger;
    caches.registerElsewhere(() => this.#flush());
  }

  async answer(read: HeavyRead, _options: { gzip: boolean }): Promise<HeavyAnswer> {
    const key = storedAnswerKey(this.#prefix, read);
    const stored = await this.#stored(key);
    if (stored === UNAVAILABLE) {
      this.#metrics.cache('unavailable');
      return this.#compute(read);
    }
    if (stored) {
      this.#metrics.cache('hit');
      return stored;
    }
    const lockKey = `${key}:calcul`;
    const token = randomUUID();
    const locked = await this.#redis.set(lockKey, token, 'PX', LOCK_MS, 'NX').catch(() => null);
    if (locked !== 'OK') {
      const shared = await this.#sharedBy(key, lockKey, `${key}:refus`);
      if (shared) {
        this.#metrics.cache('shared');
        return shared;
      }
      // The other computation stored nothing (it failed, or was refused): this one tries for itself.
    }
    try {
      // Another computation may have stored it and gone between the first look and the lock.
      const since = locked === 'OK' ? await this.#stored(key) : null;
      if (since && since !== UNAVAILABLE) {
        this.#metrics.cache('shared');
        return since;
      }
      this.#metrics.cache('miss');
      const answer = await this.#compute(read);
      await this.#store(key, answer);
      return answer;
    } catch (err) {
      // Those waiting on this computation waited on its turn: refused, they are refused with it, at once,
      // rather than try their own turn and wait the bound a second time.
      if (locked === 'OK' && err instanceof GateFullError) {
        const retryAfterS = String(err.retryAfterS ?? 1);
        await this.#redis.set(`${key}:refus`, retryAfterS, 'PX', REFUSAL_MS).catch(() => {});
      }
      throw err;
    } finally {
      if (locked === 'OK') await this.#redis.eval(RELEASE_SCRIPT, 1, lockKey, token).catch(() => {});
    }
  }

  warm(sessionId: string): void {
    this.#inner.warm(sessionId);
  }

  close(): Promise<void> {
    return this.#inner.close();
  }

  /** Computed with both variants, so that what is stored serves every client. */
  async #compute(read: HeavyRead): Promise<HeavyAnswer> {
    const answer = await this.#inner.answer(read, { gzip: true });
    this.#metrics.computed(read);
    return answer;
  }

  async #stored(key: string): Promise<HeavyAnswer | null | typeof UNAVAILABLE> {
    try {
      const bytes = await this.#redis.getBuffer(key);
      return bytes ? heavyAnswerFromMessage(decodeStoredAnswer(bytes)) : null;
    } catch (err) {
      this.#logger.debug({ err, key }, 'réponse partagée illisible : calculée ici');
      return UNAVAILABLE;
    }
  }

  async #store(key: string, answer: HeavyAnswer): Promise<void> {
    const bytes = encodeStoredAnswer(heavyAnswerToMessage(answer, { gzip: true }));
    if (bytes.length > MAX_STORED_BYTES) return;
    const ttlMs = answer.final ? FINAL_TTL_MS : RUNNING_TTL_MS;
    await this.#redis.set(key, bytes, 'PX', ttlMs).catch((err: unknown) => {
      this.#logger.debug({ err, key }, 'réponse non partagée : Redis injoignable');
    });
  }

  /**
   * What another process's computation stored, once it is done; null when it stored nothing. Its refusal
   * (too busy) is this read's too.
   */
  async #sharedBy(key: string, lockKey: string, refusalKey: string): Promise<HeavyAnswer | null> {
    const deadline = performance.now() + LOCK_MS;
    for (let delayMs = FIRST_LOOK_MS; performance.now() < deadline; ) {
      await sleep(delayMs);
      const stored = await this.#stored(key);
      if (stored === UNAVAILABLE) return null;
      if (stored) return stored;
      const computing = await this.#redis.exists(lockKey).catch(() => 0);
      if (computing === 0) {
        // Stored between the two looks, or not at all.
        const last = await this.#stored(key);
        if (last && last !== UNAVAILABLE) return last;
        const refused = await this.#redis.get(refusalKey).catch(() => null);
        if (refused !== null) throw new GateFullError(HEAVY_READS_BUSY, Number(refused) || 1);
        return null;
      }
      delayMs = Math.min(LOOK_EVERY_MAX_MS, delayMs * 1.5);
    }
    return null;
  }

  /** The admin's flush: every stored answer, every process's. */
  async #flush(): Promise<number> {
    let dropped = 0;
    let cursor = '0';
    try {
      do {
        const [next, keys] = await this.#redis.scan(
          cursor,
          'MATCH',
          `${storedAnswersPrefix(this.#prefix)}*`,
          'COUNT',
          500,
        );
        cursor = next;
        if (keys.length > 0) dropped += await this.#redis.unlink(...keys);
      } while (cursor !== '0');
    } catch (err) {
      this.#logger.warn({ err }, 'réponses partagées non vidées : Redis injoignable');
    }
    return dropped;
  }
}
