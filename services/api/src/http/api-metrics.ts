import type { QueueCounts } from '@lemans/contract';
import {
  Counter,
  createServiceRegistry,
  Gauge,
  Histogram,
  postgresConnectionErrors,
  type Registry,
} from '@lemans/metrics';

/** A dependency that does not answer within this is counted failed: the scrape must not wait for it. */
const PING_TIMEOUT_MS = 2000;

export interface ApiMetricsSources {
  /** The errors of the API's Redis connections, counted since they opened. */
  redisErrors: Counter;
  /** The BullMQ queues' counts, read at each scrape. */
  queues(): Promise<Record<string, QueueCounts>>;
  /** One round trip each, through the connections the requests use (the pool, the fail-fast client). */
  pings: { postgres(): Promise<unknown>; redis(): Promise<unknown> };
}

/**
 * The API's figures, served on its own port at /metrics: its requests by route (httpMetrics, installed by
 * the app), the refusals of its rate limits, and what is read at each scrape: the depth of the queues and one
 * ping of Postgres and of Redis. The pings go through the connections the requests use, so that their time is
 * what a request waits; one per scrape costs nothing.
 */
export class ApiMetrics {
  readonly registry: Registry = createServiceRegistry('api');
  /** Connections lost by the API's pools, its own and its heavy reads' threads'. */
  readonly postgresConnectionErrors: Counter = postgresConnectionErrors(this.registry);
  readonly #refusals: Counter<'limit'>;

  constructor(sources: ApiMetricsSources) {
    const registers = [this.registry];
    this.registry.registerMetric(sources.redisErrors);
    this.#refusals = new Counter({
      name: 'lemans_api_rate_limit_refusals_total',
      help: 'Requêtes refusées (429) par une limite de débit, par limite',
      labelNames: ['limit'],
      registers,
    });
    new Gauge({
      name: 'lemans_queue_jobs',
      help: 'Tâches des files BullMQ (relevé du flux, synchronisation du catalogue) par état, lues à la collecte',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        // Redis down: no figure rather than a failed scrape, and no stale one either.
        this.reset();
        const counts = await sources.queues().catch(() => ({}));
        for (const [queue, byState] of Object.entries(counts)) {
          for (const [state, jobs] of Object.entries(byState)) this.set({ queue, state }, jobs);
        }
      },
    });
    // One round of pings per scrape, which both figures below wait for: the scrape reads them at once.
    let round: Promise<void> | null = null;
    const pingOnce = (): Promise<void> => {
      round ??= ping(sources.pings, latency, failures).finally(() => {
        round = null;
      });
      return round;
    };
    const latency = new Histogram({
      name: 'lemans_dependency_ping_seconds',
      help: "Durée d'un aller-retour vers Postgres (select 1 par le pool) ou Redis (PING), mesuré à chaque collecte",
      labelNames: ['dependency'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2],
      registers,
      collect: pingOnce,
    });
    const failures = new Counter({
      name: 'lemans_dependency_ping_failures_total',
      help: 'Pings de Postgres ou de Redis sans réponse (erreur ou plus de 2 s) à la collecte',
      labelNames: ['dependency'],
      registers,
      collect: pingOnce,
    });
  }

  /** For the limits: one refusal of the limit of that name. */
  readonly limitRefused = (limit: string): void => {
    this.#refusals.inc({ limit });
  };
}

async function ping(
  pings: ApiMetricsSources['pings'],
  latency: Histogram<'dependency'>,
  failures: Counter<'dependency'>,
): Promise<void> {
  await Promise.all(
    Object.entries(pings).map(async ([dependency, probe]) => {
      const started = performance.now();
      if (await answers(probe())) latency.observe({ dependency }, (performance.now() - started) / 1000);
      else failures.inc({ dependency });
    }),
  );
}

async function answers(ping: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([ping.then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
