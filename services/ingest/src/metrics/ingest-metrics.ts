import {
  Counter,
  createServiceRegistry,
  Histogram,
  postgresConnectionErrors,
  type Registry,
  redisConnectionErrors,
} from '@lemans/metrics';
import type { PollMetrics, PollOutcome } from '../poll/feed-poller.ts';
import type { PublishMetrics } from '../publish/live-publisher.ts';

/** A poll's outcome as the dashboard counts it; a skipped document is a feed error unless merely stale. */
function outcomeLabel(outcome: PollOutcome): string {
  if (outcome.status === 'applied') return 'changed';
  if (outcome.status === 'not-modified') return 'unchanged';
  return outcome.reason === 'stale-snapshot' ? 'stale' : 'error';
}

const FAST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** Ingest's figures, served on INGEST_PORT at /metrics. */
export class IngestMetrics implements PollMetrics, PublishMetrics {
  readonly registry: Registry = createServiceRegistry('ingest');
  readonly postgresConnectionErrors: Counter = postgresConnectionErrors(this.registry);
  /** Counted by every Redis connection of ingest. */
  readonly redisErrors: Counter = redisConnectionErrors();
  readonly #polls: Counter<'outcome'>;
  readonly #feedErrors: Counter<'kind'>;
  readonly #append: Histogram;
  readonly #events: Counter;
  readonly #publish: Histogram;
  readonly #changeToFrame: Histogram;

  constructor() {
    const registers = [this.registry];
    this.registry.registerMetric(this.redisErrors);
    this.#polls = new Counter({
      name: 'lemans_ingest_polls_total',
      help: 'Relevés du flux organisateur : changed (nouveau document), unchanged, stale (plus ancien que le curseur), error',
      labelNames: ['outcome'],
      registers,
    });
    this.#feedErrors = new Counter({
      name: 'lemans_ingest_feed_errors_total',
      help: 'Relevés en échec, par cause : timeout, network, http-status, malformed-json, invalid-snapshot',
      labelNames: ['kind'],
      registers,
    });
    this.#append = new Histogram({
      name: 'lemans_ingest_postgres_append_seconds',
      help: "Durée de la transaction Postgres d'un nouveau document (événements, projections, curseur)",
      buckets: FAST_BUCKETS,
      registers,
    });
    this.#events = new Counter({
      name: 'lemans_ingest_events_appended_total',
      help: 'Événements ajoutés au journal par les relevés',
      registers,
    });
    this.#publish = new Histogram({
      name: 'lemans_ingest_redis_publish_seconds',
      help: "Durée de la publication d'une trame dans le flux Redis (XADD et clés de l'état)",
      buckets: FAST_BUCKETS,
      registers,
    });
    this.#changeToFrame = new Histogram({
      name: 'lemans_ingest_change_to_frame_seconds',
      help: "Délai entre la lecture d'un document par le relevé et la publication de sa trame dans Redis",
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
  }

  polled(outcome: PollOutcome): void {
    this.#polls.inc({ outcome: outcomeLabel(outcome) });
    if (outcome.status === 'skipped' && outcome.reason !== 'stale-snapshot')
      this.#feedErrors.inc({ kind: outcome.reason });
  }

  appended(events: number, seconds: number): void {
    this.#append.observe(seconds);
    this.#events.inc(events);
  }

  published(redisSeconds: number, sinceDocumentSeconds: number): void {
    this.#publish.observe(redisSeconds);
    this.#changeToFrame.observe(Math.max(0, sinceDocumentSeconds));
  }
}
