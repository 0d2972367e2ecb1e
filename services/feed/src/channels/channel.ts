import type { SnapshotOptions } from '@lemans/race';
import type { RequestHandler, Router } from 'express';
import { controlRoutes } from '../control-routes.ts';
import { dataRoute } from '../data-route.ts';
import { FaultInjector, type FaultSettings, NO_FAULTS } from '../faults.ts';
import { ReplayClock, type ReplayClockOptions } from '../replay-clock.ts';
import { SnapshotCache } from '../snapshot-cache.ts';

/** What a channel plays: a recording's documents at any race time, whatever the recording is stored as. */
export interface ChannelSource {
  name: string;
  /** The organiser's session id of the recorded session. */
  sessionId: number;
  /** Race time of the last recorded moment. */
  durationMs: number;
  documentAt(raceTimeMs: number, options: SnapshotOptions & { replay: boolean }): unknown;
}

export interface ChannelOptions {
  clock: Omit<ReplayClockOptions, 'durationMs'>;
  faults?: FaultSettings;
  /** Marks the documents as a replay of a recorded session rather than the live session. */
  replay: boolean;
  /**
   * Marks every document with this start of the feed (`params.run`, and the race time it starts from), so
   * that ingest takes each start for a new session rather than the organiser's feed going back in time. The
   * main channel only: a replay channel's session is chosen by ingest itself.
   */
  run?: string;
}

/**
 * One recording being played: its own clock, fault injector and serialised snapshot, and the routes that
 * serve and steer it (the organiser's data document and /control). The main channel and every replay
 * channel are this same thing, mounted at different paths. The document is public and /control is not,
 * so the two are mounted apart, on either side of the control secret's guard.
 */
export class Channel {
  readonly clock: ReplayClock;
  readonly faults: FaultInjector;
  readonly snapshots: SnapshotCache;
  readonly meta: { name: string; sessionId: number };
  /** GET handler of the organiser's data document. */
  readonly document: RequestHandler;
  /** GET and POST /control, relative to where the router is mounted. */
  readonly control: Router;

  constructor(source: ChannelSource, options: ChannelOptions) {
    this.clock = new ReplayClock({ ...options.clock, durationMs: source.durationMs });
    this.faults = new FaultInjector(options.faults ?? NO_FAULTS);
    // Where the clock stands now, bounded to the recording: where this start really plays from.
    const run = options.run === undefined ? undefined : { id: options.run, startMs: this.clock.raceTimeMs() };
    this.snapshots = new SnapshotCache((raceTimeMs) =>
      source.documentAt(raceTimeMs, { replay: options.replay, run }),
    );
    this.meta = { name: source.name, sessionId: source.sessionId };
    this.document = dataRoute(this);
    this.control = controlRoutes(this);
  }
}
