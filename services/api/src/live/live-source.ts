import { type BusKeys, readLatestLive } from '@lemans/bus';
import { JsonBody } from '@lemans/http';
import type { Db, Logger } from '@lemans/platform';
import { type ReplayOfSession, replayLifecycleOf, replayPrefixOf } from '@lemans/recordings';
import type { Redis } from 'ioredis';
import type { SpellingsReader } from '../entries/known-spellings.ts';
import type { CacheRegistry } from '../http/cache-registry.ts';
import { findReplayOfSession } from '../replays/replay-of-session-repository.ts';
import { findCurrentSessionId } from '../sessions/sessions-repository.ts';
import { frameFromProjection } from './frame-from-projection.ts';
import type { LiveFrames } from './live-frames.ts';
import { findSessionStandings } from './live-repository.ts';
import { type FrameBodies, ReplayOverlays } from './replay-overlay.ts';
import type { ShortLived } from './short-lived.ts';
import { withImportSpelling } from './spelled-frame.ts';

/** The bodies of GET /api/live and /api/weather for one session, and the frame they were made of. */
export type LiveBodies = FrameBodies;

export interface LiveSourceOptions {
  frames: LiveFrames;
  /** Fails fast while Redis is down (role `queue`), so that a request falls back to Postgres at once. */
  redis: Redis;
  keys: BusKeys;
  db: Db;
  logger: Logger;
  now: () => number;
  /** Where its fallback caches are registered, so that the admin's flush empties them too. */
  caches: CacheRegistry;
  /** How drivers are named on every page: an imported session's frame names them so too. */
  spellings: SpellingsReader;
}

/** How long an answer read from Postgres is reused: a frame from Redis replaces it as soon as one exists. */
const FALLBACK_TTL_MS = 2000;
/** How long a replay's state is reused: a pause or a stop shows within this, one query per session. */
const REPLAY_STATE_TTL_MS = 1000;

/**
 * Where the live answers come from, fastest first: the frames held in memory (the stream keeps them
 * current), then the session's latest-live key in Redis (a session this process has not seen yet), then
 * the Postgres projections, which always hold the same data: Redis is never the only copy.
 */
export class LiveSource {
  readonly #options: LiveSourceOptions;
  readonly #slow: ShortLived<LiveBodies | undefined>;
  readonly #current: ShortLived<string | null>;
  readonly #replays: ShortLived<ReplayOfSession | undefined>;
  readonly #overlays = new ReplayOverlays();

  constructor(options: LiveSourceOptions) {
    this.#options = options;
    this.#slow = options.caches.shortLived(FALLBACK_TTL_MS);
    this.#current = options.caches.shortLived(FALLBACK_TTL_MS);
    this.#replays = options.caches.shortLived(REPLAY_STATE_TTL_MS);
  }

  /** The session shown when the client names none: the one ingest flags current, else Postgres' choice. */
  currentSessionId(): Promise<string | null> {
    const { frames, db } = this.#options;
    if (frames.currentSessionId !== null) return Promise.resolve(frames.currentSessionId);
    return this.#current.get('', () => findCurrentSessionId(db));
  }

  /** The session's bodies, or undefined when no copy knows the session; a replay's carry its state. */
  async bodiesOf(sessionId: string): Promise<LiveBodies | undefined> {
    const bodies = await this.#framedBodiesOf(sessionId);
    if (!bodies || replayPrefixOf(sessionId) === undefined) return bodies;
    const replay = await this.#replays.get(sessionId, () => findReplayOfSession(this.#options.db, sessionId));
    const state = replayLifecycleOf(sessionId, bodies.frame.session_status, replay);
    return state ? this.#overlays.of(sessionId, bodies, state) : bodies;
  }

  #framedBodiesOf(sessionId: string): Promise<LiveBodies | undefined> {
    const held = this.#options.frames.get(sessionId);
    if (held) return Promise.resolve(held);
    return this.#slow.get(
      sessionId,
      async () => (await this.#fromRedis(sessionId)) ?? this.#fromPostgres(sessionId),
    );
  }

  async #fromRedis(sessionId: string): Promise<LiveBodies | undefined> {
    const { frames, redis, keys, logger } = this.#options;
    try {
      const latest = await readLatestLive(redis, keys, sessionId);
      return latest ? frames.accept(sessionId, latest) : undefined;
    } catch (err) {
      logger.warn({ err, sessionId }, 'lecture Redis impossible : réponse reconstruite depuis Postgres');
      return undefined;
    }
  }

  async #fromPostgres(sessionId: string): Promise<LiveBodies | undefined> {
    const { db, now, spellings } = this.#options;
    const session = await findSessionStandings(db, sessionId);
    if (!session) return undefined;
    const frame = await withImportSpelling(frameFromProjection(session, new Date(now())), spellings);
    return { frame, live: JsonBody.of(frame), weather: JsonBody.of(frame.weather) };
  }
}
