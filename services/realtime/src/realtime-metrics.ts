import { Counter, createServiceRegistry, Gauge, type Registry } from '@lemans/metrics';

/** How a frame went out: a live-update whole or as its delta, or a notice (news, alerts, sync...). */
export type SentKind = 'whole' | 'delta' | 'notice';

/** How a resume was answered: the missed frames from memory, or the latest state whole. */
export type ResumeOutcome = 'missed' | 'latest';

/** Why a WebSocket handshake was refused before any socket existed. */
export type RefusedUpgrade = 'target' | 'path' | 'origin';

/** What a client reports of what it sends; the hub's clients report to the process's figures. */
export interface ClientMetrics {
  sent(kind: SentKind, bytes: number): void;
  cutSlow(): void;
}

/** The realtime server's figures, served on its /metrics. */
export class RealtimeMetrics implements ClientMetrics {
  readonly registry: Registry = createServiceRegistry('realtime');
  /**
   * The frame and byte counters of each kind, bound once: `sent` runs for every socket of every frame, and
   * a labelled `inc` would work out the labels' series at each call.
   */
  readonly #sentOf: Record<SentKind, { frames: { inc(): void }; bytes: { inc(value: number): void } }>;
  readonly #slowCut: Counter;
  readonly #resumes: Counter<'outcome'>;
  readonly #keyframes: Counter;
  readonly #refused: Counter<'reason'>;

  /**
   * `clients` is read at each scrape: the open sockets of the process; `redisErrors` is counted by its Redis
   * connections, opened before this.
   */
  constructor(clients: () => number, redisErrors: Counter) {
    const registers = [this.registry];
    this.registry.registerMetric(redisErrors);
    new Gauge({
      name: 'lemans_realtime_sockets',
      help: 'Sockets WebSocket ouverts sur ce processus',
      registers,
      collect() {
        this.set(clients());
      },
    });
    const frames = new Counter({
      name: 'lemans_realtime_frames_sent_total',
      help: 'Trames envoyées aux sockets : live-update entière (whole) ou delta, ou notice',
      labelNames: ['kind'],
      registers,
    });
    const bytes = new Counter({
      name: 'lemans_realtime_sent_bytes_total',
      help: 'Octets des trames envoyées aux sockets, par genre de trame',
      labelNames: ['kind'],
      registers,
    });
    const bound = (kind: SentKind) => ({ frames: frames.labels({ kind }), bytes: bytes.labels({ kind }) });
    this.#sentOf = { whole: bound('whole'), delta: bound('delta'), notice: bound('notice') };
    this.#slowCut = new Counter({
      name: 'lemans_realtime_slow_clients_cut_total',
      help: 'Clients fermés pour lenteur (1013) : tampon plein ou encombré trop longtemps',
      registers,
    });
    this.#resumes = new Counter({
      name: 'lemans_realtime_resumes_total',
      help: 'Reprises (resume) acceptées : trames manquées rejouées (missed) ou état courant entier (latest)',
      labelNames: ['outcome'],
      registers,
    });
    this.#keyframes = new Counter({
      name: 'lemans_realtime_keyframe_requests_total',
      help: "Demandes d'état complet (keyframe) servies",
      registers,
    });
    this.#refused = new Counter({
      name: 'lemans_realtime_refused_upgrades_total',
      help: 'Ouvertures de WebSocket refusées : cible illisible, autre chemin que /socket, origine non autorisée',
      labelNames: ['reason'],
      registers,
    });
  }

  sent(kind: SentKind, bytes: number): void {
    const counters = this.#sentOf[kind];
    counters.frames.inc();
    counters.bytes.inc(bytes);
  }

  cutSlow(): void {
    this.#slowCut.inc();
  }

  resumed(outcome: ResumeOutcome): void {
    this.#resumes.inc({ outcome });
  }

  keyframeSent(): void {
    this.#keyframes.inc();
  }

  upgradeRefused(reason: RefusedUpgrade): void {
    this.#refused.inc({ reason });
  }
}
