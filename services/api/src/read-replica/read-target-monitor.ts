import { type Logger, replicaLagMs } from '@lemans/platform';
import { type ReadTarget, type ReplicaCheck, readTargetOf } from './read-target.ts';

/** The replica of DATABASE_READ_URL and how the API follows it. */
export interface ReadReplicaSettings {
  url: string;
  /** Past this lag the heavy reads go to the primary. */
  maxLagMs: number;
  /** How often the lag is measured: every few seconds, never per query. */
  checkEveryMs: number;
}

const NOT_CHECKED: ReadTarget = {
  target: 'primary',
  lagMs: null,
  detail: 'réplique pas encore vérifiée, lectures sur le primaire',
};

/**
 * Measures the replica's lag every few seconds and says where the heavy reads go meanwhile: the primary
 * until the first check has found the replica within its bound, and whenever it is unreachable or lags.
 * Its listeners hear each change (the reads' threads are told by message).
 */
export class ReadTargetMonitor {
  readonly #settings: ReadReplicaSettings;
  readonly #logger: Logger;
  readonly #listeners: ((target: ReadTarget) => void)[] = [];
  #current = NOT_CHECKED;
  #failedChecks = 0;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(settings: ReadReplicaSettings, logger: Logger) {
    this.#settings = settings;
    this.#logger = logger;
  }

  get current(): ReadTarget {
    return this.#current;
  }

  get onReplica(): boolean {
    return this.#current.target === 'replica';
  }

  /** Checks that found no answer from the replica, since the start. */
  get failedChecks(): number {
    return this.#failedChecks;
  }

  onChange(listener: (target: ReadTarget) => void): void {
    this.#listeners.push(listener);
  }

  /** Checks at once, then every `checkEveryMs`. */
  start(): void {
    void this.#checkAndSchedule();
  }

  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
  }

  async #checkAndSchedule(): Promise<void> {
    const check = await replicaLagMs(this.#settings.url).then(
      (lagMs): ReplicaCheck => ({ answered: true, lagMs }),
      (err: Error): ReplicaCheck => ({ answered: false, problem: err.message || String(err) }),
    );
    if (this.#stopped) return;
    if (!check.answered) this.#failedChecks += 1;
    this.#follow(readTargetOf(check, this.#settings.maxLagMs));
    // Never holds the process up on its own: the server and the pools do.
    this.#timer = setTimeout(() => void this.#checkAndSchedule(), this.#settings.checkEveryMs).unref();
  }

  #follow(next: ReadTarget): void {
    const previous = this.#current;
    this.#current = next;
    if (next.target === previous.target) return;
    if (next.target === 'primary') this.#logger.warn({ lagMs: next.lagMs }, next.detail);
    else this.#logger.info({ lagMs: next.lagMs }, next.detail);
    for (const listener of this.#listeners) listener(next);
  }
}
