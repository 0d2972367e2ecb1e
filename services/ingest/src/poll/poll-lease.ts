import { randomUUID } from 'node:crypto';
import type { Logger } from '@lemans/platform';
import type { Redis } from 'ioredis';

/**
 * Takes the lease when nobody holds it, extends it when this process does; 1 when it is (now) ours, 0 when
 * another process holds it. One script, so that no other holder can come between the read and the write.
 */
const TAKE_OR_EXTEND = `
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
if not holder then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0`;

/** Gives the lease up only when it is still ours: a lease that expired and was taken is left to its holder. */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

export interface PollLeaseOptions {
  /** A fail-fast connection (`queue` role): a check while Redis is down fails at once rather than waiting. */
  redis: Redis;
  redisPrefix: string;
  /** The poll interval: the lease lives one, and is checked every third of one. */
  intervalMs: number;
  logger: Logger;
  /** Called when this process becomes the active poller, and when it stops being it. */
  onChange(active: boolean): void;
}

/**
 * Which ingest process polls the live feed: the holder of a lease in Redis, that it extends every third of
 * an interval and that expires one interval after its last extension. The others check as often, so that
 * one of them holds it at most an interval and a third after the holder's death, and polls within two
 * (the scheduler's next job is then due, or soon).
 *
 * While Redis cannot be asked, each process keeps what it was: nobody can take the lease then, so the last
 * holder polls alone (a process started during the outage, which never heard of a holder, polls too). A holder cut off from a Redis the others still reach may poll beside the one that took
 * over until it hears of it; the events' stream positions fence them (a second writer of a document is
 * refused, StreamConflictError), so that nothing is doubled.
 */
export class PollLease {
  readonly #options: PollLeaseOptions;
  readonly #key: string;
  readonly #holder = randomUUID();
  readonly #timer: NodeJS.Timeout;
  #active = false;
  /** Whether Redis has answered a check yet. */
  #heard = false;
  #checking: Promise<void> | null = null;
  #closed = false;

  constructor(options: PollLeaseOptions) {
    this.#options = options;
    this.#key = pollLeaseKey(options.redisPrefix);
    this.#timer = setInterval(() => void this.check(), Math.max(1, Math.floor(options.intervalMs / 3)));
    void this.check();
  }

  /** Whether this process is the active poller, as last checked. */
  get active(): boolean {
    return this.#active;
  }

  /**
   * Whether this process polls by itself while Redis is away: the last holder, or a process that never
   * reached Redis (started during the outage), which has nobody to leave the polls to.
   */
  get pollsWithoutRedis(): boolean {
    return this.#active || !this.#heard;
  }

  /** Takes or extends the lease now; one check at a time. */
  check(): Promise<void> {
    this.#checking ??= this.#check().finally(() => {
      this.#checking = null;
    });
    return this.#checking;
  }

  /** Stops checking and hands the lease over at once, so that a standby does not wait for it to expire. */
  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    await this.#checking;
    if (!this.#active) return;
    this.#active = false;
    await this.#options.redis.eval(RELEASE, 1, this.#key, this.#holder).catch(() => {});
  }

  async #check(): Promise<void> {
    const ttlMs = this.#options.intervalMs;
    let ours: boolean;
    try {
      ours = (await this.#options.redis.eval(TAKE_OR_EXTEND, 1, this.#key, this.#holder, ttlMs)) === 1;
    } catch {
      // Redis unreachable: nobody can take the lease meanwhile, each process stays what it was.
      return;
    }
    this.#heard = true;
    if (this.#closed || ours === this.#active) return;
    this.#active = ours;
    this.#options.logger.info(
      { holder: this.#holder },
      ours
        ? 'relevé du flux : ce processus devient le releveur actif'
        : 'relevé du flux : la main passe à un autre processus',
    );
    this.#options.onChange(ours);
  }
}

function pollLeaseKey(redisPrefix: string): string {
  return `${redisPrefix}:ingest:poll-lease`;
}
