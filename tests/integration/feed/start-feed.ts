import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@lemans/platform';
import type { LapRecording } from '@lemans/race';
import { loadCatalogue } from '../../../services/feed/src/catalogue/load-catalogue.ts';
import { FaultInjector, type FaultSettings, NO_FAULTS } from '../../../services/feed/src/faults.ts';
import { ReplayClock, type ReplayClockOptions } from '../../../services/feed/src/replay-clock.ts';
import { createFeedApp } from '../../../services/feed/src/server.ts';
import { tinyRecording } from './tiny-recording.ts';

export interface FeedOptions {
  recording?: LapRecording;
  clock?: Partial<Omit<ReplayClockOptions, 'now' | 'durationMs'>>;
  faults?: Partial<FaultSettings>;
  replay?: boolean;
}

export interface StartedFeed {
  url: string;
  recording: LapRecording;
  clock: ReplayClock;
  /** Moves the feed's wall clock: race time follows at the replay speed. */
  advanceWallClock(ms: number): void;
  close(): Promise<void>;
}

/** The feed app on an ephemeral port, with a wall clock the test moves by hand. */
export async function startFeed(options: FeedOptions = {}): Promise<StartedFeed> {
  const recording = options.recording ?? tinyRecording();
  let wallMs = 1_750_000_000_000;
  const clock = new ReplayClock({
    durationMs: recording.meta.durationMs,
    startMs: 0,
    speed: 1,
    end: 'hold',
    stepMs: null,
    ...options.clock,
    now: () => wallMs,
  });
  const faults = new FaultInjector({ ...NO_FAULTS, ...options.faults });
  const logger = createLogger('feed-test', 'silent');
  const catalogue = await loadCatalogue(recording, logger);
  const server = createFeedApp({
    recording,
    clock,
    faults,
    catalogue,
    logger,
    replay: options.replay ?? false,
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    recording,
    clock,
    advanceWallClock(ms) {
      wallMs += ms;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** The elapsed race time, in seconds, of a data.json answer. */
export async function elapsedTimeOf(response: Response): Promise<number> {
  const body = (await response.json()) as { params: { elapsedTime: number } };
  return body.params.elapsedTime;
}
