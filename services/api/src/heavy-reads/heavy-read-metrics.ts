import { Counter, Gauge, Histogram, type Registry } from '@lemans/metrics';
import type { HeavyRead } from './heavy-read.ts';
import type { ReadQueueObserver } from './read-queue.ts';

/** Where the shared cache found a read's answer, or why it did not. */
export type CacheOutcome = 'hit' | 'shared' | 'miss' | 'unavailable';

/** The bound's multiples the wait is counted in: the bound itself is a bucket, so a wait past it shows. */
const WAIT_BUCKETS = [0, 0.05, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2];

/**
 * The heavy reads' figures, served at /metrics: their queues (what waits, how long, what was refused), the
 * answers computed (by kind, and where they were read from) and what the shared cache in Redis answered.
 */
export class HeavyReadMetrics {
  readonly queue: ReadQueueObserver;
  /** Answers a thread prepared ahead for a running session kept warm (heavy-read-pool.ts). */
  readonly prepared: { inc(): void };
  readonly #computed: Counter<'kind' | 'target'>;
  readonly #cache: Counter<'outcome'>;
  readonly #target: () => string;

  constructor(
    registry: Registry,
    sources: {
      maxWaitMs: number;
      /** Reads running and waiting in every queue, read at each scrape. */
      load(): { running: number; waiting: number };
      /** Where the reads go now: `replica` or `primary`. */
      target(): string;
    },
  ) {
    const registers = [registry];
    this.#target = sources.target;
    new Gauge({
      name: 'lemans_api_heavy_reads',
      help: 'Lectures lourdes en cours (running) et en attente de leur tour (waiting), lues à la collecte',
      labelNames: ['state'],
      registers,
      collect() {
        const { running, waiting } = sources.load();
        this.set({ state: 'running' }, running);
        this.set({ state: 'waiting' }, waiting);
      },
    });
    const waited = new Histogram({
      name: 'lemans_api_heavy_read_wait_seconds',
      help: 'Attente d’une lecture lourde avant son début (jamais plus que HEAVY_READ_MAX_WAIT_MS)',
      buckets: WAIT_BUCKETS.map((share) => (share * sources.maxWaitMs) / 1000),
      registers,
    });
    const refused = new Counter({
      name: 'lemans_api_heavy_reads_refused_total',
      help: 'Lectures lourdes refusées (503, Retry-After) : attente prévue trop longue (foreseen) ou borne atteinte (waited)',
      labelNames: ['reason'],
      registers,
    });
    this.queue = {
      started: (waitedMs) => waited.observe(waitedMs / 1000),
      refused: (reason) => refused.inc({ reason }),
    };
    this.#computed = new Counter({
      name: 'lemans_api_heavy_reads_computed_total',
      help: 'Réponses lourdes calculées par ce processus (et non lues du cache partagé), par sorte et base lue',
      labelNames: ['kind', 'target'],
      registers,
    });
    this.prepared = new Counter({
      name: 'lemans_api_heavy_answers_prepared_total',
      help: 'Réponses lourdes préparées d’avance pour une session en cours (sa stratégie, à chaque trame qui fait avancer son flux)',
      registers,
    });
    this.#cache = new Counter({
      name: 'lemans_api_heavy_read_cache_total',
      help: 'Lectures lourdes vues du cache partagé (Redis) : trouvée, attendue d’un autre calcul, absente, Redis injoignable',
      labelNames: ['outcome'],
      registers,
    });
  }

  computed(read: HeavyRead): void {
    this.#computed.inc({ kind: read.kind, target: this.#target() });
  }

  cache(outcome: CacheOutcome): void {
    this.#cache.inc({ outcome });
  }
}
