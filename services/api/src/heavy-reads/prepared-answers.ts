import { LRUCache } from 'lru-cache';
import { WARM_SESSIONS } from '../analysis/warm-sessions.ts';
import type { HeavyAnswer, HeavyRead } from './heavy-read.ts';
import { readIdentityOf } from './stored-answer.ts';

/**
 * How long an answer prepared ahead is served with no newer one: a few of the feed's polls. Past it (the
 * session ended, or its stream stopped moving) its reads go to their thread again, which holds the latest.
 */
export const PREPARED_FOR_MS = 10_000;
/** Answers prepared per session kept warm (its live strategy). */
const PER_SESSION = 2;

/**
 * The answers the reads' threads prepared ahead for the running sessions they keep warm, held in the API's
 * own thread and served from there as the live frame is: no queue, no thread, whatever the thread is busy
 * computing. Each is replaced by the next one prepared, never by one of an earlier race time.
 */
export class PreparedAnswers {
  readonly #answers: LRUCache<string, { answer: HeavyAnswer; atMs: number }>;

  constructor(now: () => number = performance.now.bind(performance)) {
    this.#answers = new LRUCache({
      max: WARM_SESSIONS * PER_SESSION,
      ttl: PREPARED_FOR_MS,
      perf: { now },
      ttlResolution: 0,
    });
  }

  keep(read: HeavyRead, answer: HeavyAnswer, atMs: number): void {
    const key = readIdentityOf(read);
    const held = this.#answers.get(key);
    if (held && held.atMs > atMs) return;
    this.#answers.set(key, { answer, atMs });
  }

  find(read: HeavyRead): HeavyAnswer | undefined {
    return this.#answers.get(readIdentityOf(read))?.answer;
  }

  /** The admin's flush: every answer is read from its thread again. */
  clear(): number {
    const dropped = this.#answers.size;
    this.#answers.clear();
    return dropped;
  }
}
