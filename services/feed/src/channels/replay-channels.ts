import type { RecordingPlayer } from '@lemans/recordings';
import { Channel } from './channel.ts';

export type LoadPlayer = (recordingId: string) => Promise<RecordingPlayer | undefined>;

export interface ReplayChannelSettings {
  recordingId: string;
  speed: number;
  raceTimeMs: number;
  paused: boolean;
  stepMs: number | null;
}

export interface ReplayChannel {
  id: string;
  recordingId: string;
  /** Its data.json and /control are served under /replays/:replayId. */
  channel: Channel;
}

export type PutOutcome =
  | { status: 'created' | 'replaced'; replay: ReplayChannel }
  | { status: 'unknown-recording' }
  | { status: 'beyond-end'; durationMs: number };

/**
 * The replay channels, created on demand: one per replay, each playing a stored recording on its own clock.
 * A recording played by several channels is decoded once and dropped when its last channel goes.
 */
export class ReplayChannels {
  readonly #loadPlayer: LoadPlayer;
  readonly #channels = new Map<string, ReplayChannel>();
  readonly #players = new Map<string, Promise<RecordingPlayer | undefined>>();

  constructor(loadPlayer: LoadPlayer) {
    this.#loadPlayer = loadPlayer;
  }

  get(id: string): ReplayChannel | undefined {
    return this.#channels.get(id);
  }

  list(): ReplayChannel[] {
    return [...this.#channels.values()];
  }

  /** Creates the channel or replaces it whole, so that a client can restore a channel after a restart. */
  async put(id: string, settings: ReplayChannelSettings): Promise<PutOutcome> {
    const player = await this.#player(settings.recordingId);
    if (!player) return { status: 'unknown-recording' };
    if (settings.raceTimeMs > player.durationMs) {
      this.#release(settings.recordingId);
      return { status: 'beyond-end', durationMs: player.durationMs };
    }
    const channel = new Channel(
      {
        name: player.name,
        sessionId: player.organiserSessionId,
        durationMs: player.durationMs,
        documentAt: player.documentAt,
      },
      {
        clock: {
          startMs: settings.raceTimeMs,
          speed: settings.speed,
          paused: settings.paused,
          stepMs: settings.stepMs,
          end: 'hold',
        },
        replay: true,
      },
    );
    const replaced = this.#channels.get(id);
    const replay = { id, recordingId: settings.recordingId, channel };
    this.#channels.set(id, replay);
    if (replaced) this.#release(replaced.recordingId);
    return { status: replaced ? 'replaced' : 'created', replay };
  }

  delete(id: string): boolean {
    const replay = this.#channels.get(id);
    if (!replay) return false;
    this.#channels.delete(id);
    this.#release(replay.recordingId);
    return true;
  }

  #player(recordingId: string): Promise<RecordingPlayer | undefined> {
    let player = this.#players.get(recordingId);
    if (!player) {
      player = this.#loadPlayer(recordingId);
      this.#players.set(recordingId, player);
      // A failed or empty load is not kept: the next request asks the database again.
      player.then(
        (loaded) => {
          if (!loaded) this.#players.delete(recordingId);
        },
        () => this.#players.delete(recordingId),
      );
    }
    return player;
  }

  #inUse(recordingId: string): boolean {
    return [...this.#channels.values()].some((replay) => replay.recordingId === recordingId);
  }

  #release(recordingId: string): void {
    if (!this.#inUse(recordingId)) this.#players.delete(recordingId);
  }
}
