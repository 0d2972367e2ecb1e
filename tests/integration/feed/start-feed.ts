import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createHttpServer } from '@lemans/http';
import { createLogger, type DbOrTrx } from '@lemans/platform';
import { type LapRecording, type OrganiserSnapshot, snapshotAt } from '@lemans/race';
import { loadRecordingPlayer } from '@lemans/recordings';
import { loadCatalogue } from '../../../services/feed/src/catalogue/load-catalogue.ts';
import { Channel } from '../../../services/feed/src/channels/channel.ts';
import { ReplayChannels } from '../../../services/feed/src/channels/replay-channels.ts';
import { type FaultSettings, NO_FAULTS } from '../../../services/feed/src/faults.ts';
import type { ReplayClock, ReplayClockOptions } from '../../../services/feed/src/replay-clock.ts';
import { createFeedApp } from '../../../services/feed/src/server.ts';
import { FEED_CONTROL_SECRET } from '../../support/feed-control.ts';
import { tinyRecording } from './tiny-recording.ts';

export interface FeedOptions {
  recording?: LapRecording;
  clock?: Partial<Omit<ReplayClockOptions, 'now' | 'durationMs'>>;
  faults?: Partial<FaultSettings>;
  replay?: boolean;
  /** The start of the feed its documents are marked with, as main.ts marks each start; none unless told. */
  run?: string;
  /**
   * Where replay channels read stored recordings; without it PUT /replays answers 503. Replay channels
   * run on the real wall clock: they are polled by a real ingest.
   */
  db?: DbOrTrx;
  /** What /control and /replays require (tests/support/feed-control.ts unless told); null: none configured. */
  controlSecret?: string | null;
  /** The organiser's glitches: what the main channel serves instead of the recording's document at a race time. */
  alter?: (document: OrganiserSnapshot, raceTimeMs: number) => OrganiserSnapshot;
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
  const alter = options.alter ?? ((document: OrganiserSnapshot) => document);
  let wallMs = 1_750_000_000_000;
  const main = new Channel(
    {
      ...recording.meta,
      documentAt: (raceTimeMs, marks) => alter(snapshotAt(recording, raceTimeMs, marks), raceTimeMs),
    },
    {
      clock: { startMs: 0, speed: 1, end: 'hold', stepMs: null, ...options.clock, now: () => wallMs },
      faults: { ...NO_FAULTS, ...options.faults },
      replay: options.replay ?? false,
      run: options.run,
    },
  );
  const { db } = options;
  const replays = db ? new ReplayChannels((recordingId) => loadRecordingPlayer(db, recordingId)) : null;
  const logger = createLogger('feed-test', 'silent');
  const catalogue = await loadCatalogue(recording, logger);
  const controlSecret = options.controlSecret === undefined ? FEED_CONTROL_SECRET : options.controlSecret;
  const server = createHttpServer(createFeedApp({ main, replays, catalogue, logger, controlSecret })).listen(
    0,
    '127.0.0.1',
  );
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    recording,
    clock: main.clock,
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
