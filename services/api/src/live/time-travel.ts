import { JsonBody } from '@lemans/http';
import { type Db, NotFoundError } from '@lemans/platform';
import {
  columnsOf,
  emptyChanges,
  emptyModel,
  LIVE_FRAME_SESSION_COLUMNS,
  modelOfCheckpoint,
  type ProjectionModel,
  projectEvent,
  type SessionRow,
  standingWithEntryOf,
} from '@lemans/projections';
import { LRUCache } from 'lru-cache';
import type { SpellingsReader } from '../entries/known-spellings.ts';
import type { CacheRegistry } from '../http/cache-registry.ts';
import { WorkGate } from '../http/work-gate.ts';
import { frameFromProjection } from './frame-from-projection.ts';
import type { SessionStandings } from './live-repository.ts';
import { withImportSpelling } from './spelled-frame.ts';
import { findPastState, type PastState } from './time-travel-repository.ts';

/** A session's live frame as it was at a race time. */
export interface PastFrame {
  body: JsonBody;
  /** The session has ended: the answer can never change. */
  ended: boolean;
}

/**
 * Ended sessions' answers kept in memory. A visitor scrubbing a race asks for a few moments again and
 * again; a frame of 62 cars is about 20 KB with its gzip variant, so this holds about 10 MB at most.
 */
const CACHED_FRAMES = 512;

/** How many rebuilds run at once in a process, and how many more may wait their turn. */
export interface RebuildBounds {
  atOnce: number;
  waiting: number;
}

/**
 * A rebuild is a query plus a fold of up to two minutes of events on the event loop (about 8 ms): two at a
 * time keep the database and a core busy, while the live frame, served from memory, never waits behind
 * more than one fold. Past the queue a client is told to come back rather than queued for seconds.
 */
export const DEFAULT_REBUILD_BOUNDS: RebuildBounds = Object.freeze({ atOnce: 2, waiting: 32 });
export const REBUILDS_BUSY = 'Trop de retours dans le temps en cours : réessayez dans un instant.';

/**
 * GET /api/live?sessionId=&at=: the session's classification at a past race time, computed from the
 * events: the latest state checkpoint at or before that time, then the events after it up to that time,
 * through the same fold as ingest. The moment is clamped into the race times the session has events for.
 */
export class TimeTravel {
  readonly #db: Db;
  readonly #spellings: SpellingsReader;
  readonly #cache: LRUCache<string, PastFrame>;
  readonly #rebuilds: WorkGate;
  /** Rebuilds under way: viewers asking for the same moment at once share one. */
  readonly #inFlight = new Map<string, Promise<PastFrame>>();

  constructor(
    db: Db,
    caches: CacheRegistry,
    spellings: SpellingsReader,
    bounds: RebuildBounds = DEFAULT_REBUILD_BOUNDS,
  ) {
    this.#db = db;
    this.#spellings = spellings;
    this.#cache = caches.register(new LRUCache<string, PastFrame>({ max: CACHED_FRAMES }));
    this.#rebuilds = new WorkGate(bounds.atOnce, bounds.waiting, REBUILDS_BUSY);
  }

  frameAt(sessionId: string, atMs: number): Promise<PastFrame> {
    // Keyed by the moment asked for, to the millisecond: a slider asks for whole seconds anyway, and
    // rounding the key would serve one moment's answer for another's.
    const key = `${sessionId}@${atMs}`;
    const held = this.#cache.get(key);
    if (held) return Promise.resolve(held);
    let rebuild = this.#inFlight.get(key);
    if (!rebuild) {
      rebuild = this.#rebuilds
        .run(() => this.#rebuild(sessionId, atMs, key))
        .finally(() => this.#inFlight.delete(key));
      this.#inFlight.set(key, rebuild);
    }
    return rebuild;
  }

  async #rebuild(sessionId: string, atMs: number, key: string): Promise<PastFrame> {
    const past = await findPastState(this.#db, sessionId, atMs);
    if (!past) throw new NotFoundError('Session introuvable');
    const model = past.checkpoint ? modelOfCheckpoint(past.checkpoint) : emptyModel(sessionId);
    // The rows the fold says it changed are not written anywhere: one scratch set serves every event.
    const scratch = emptyChanges();
    for (const event of past.events) projectEvent(model, event, scratch);
    const frame = {
      body: JsonBody.of(await withImportSpelling(pastFrameOf(model, past), this.#spellings)),
      ended: past.status === 'ended',
    };
    // Only an ended session's history is final: a running one's answer also carries its latest race time.
    if (frame.ended) this.#cache.set(key, frame);
    return frame;
  }
}

/**
 * The live frame of the session the model holds, as at `raceTimeMs`, with the moment shown and the
 * session's first and last race times (what a time slider spans).
 */
export function pastFrameOf(
  model: ProjectionModel,
  {
    raceTimeMs,
    firstRaceTimeMs,
    lastRaceTimeMs,
  }: Pick<PastState, 'raceTimeMs' | 'firstRaceTimeMs' | 'lastRaceTimeMs'>,
) {
  if (!model.session) throw new NotFoundError('Session introuvable');
  // Dated when the moment happened, not when it is read: the same moment is the same body (and ETag).
  const started = model.session.start_time ?? model.session.created_at;
  const frame = frameFromProjection(
    sessionStandingsOf(model.session, model, raceTimeMs),
    new Date(started.getTime() + raceTimeMs),
  );
  return {
    ...frame,
    race_time_ms: raceTimeMs,
    first_race_time_ms: firstRaceTimeMs,
    last_race_time_ms: lastRaceTimeMs,
  };
}

/**
 * The model in the shape the live frame is built from: the columns the API reads from the projections'
 * rows, ordered as it reads the live standings. The frame's elapsed time is the moment shown.
 */
function sessionStandingsOf(
  session: SessionRow,
  model: ProjectionModel,
  raceTimeMs: number,
): SessionStandings {
  const cars = [...model.cars.values()].sort(
    (a, b) =>
      a.standing.ranking - b.standing.ranking ||
      (a.standing.number < b.standing.number ? -1 : a.standing.number > b.standing.number ? 1 : 0),
  );
  return {
    ...columnsOf(session, LIVE_FRAME_SESSION_COLUMNS),
    last_race_time_ms: raceTimeMs,
    standings: cars.map(standingWithEntryOf),
  };
}
