import type { LiveFrame } from '@lemans/contract';
import { frameWithReplayState, type ReplayOfSession, replayLifecycleOf } from '@lemans/recordings';
import type { LivePublisher } from '../publish/live-publisher.ts';

/** What a poller publishes its frames through. */
export type FramePublisher = Pick<LivePublisher, 'publish'>;

/**
 * The frames of the replays' sessions, each marked with its replay's state, the last one of each session
 * kept: a pause, a resume, a stop or a seek publishes no document of the feed, so that frame is published
 * again with the new state for the viewers' sockets to learn it at once.
 */
export class ReplayFrames implements FramePublisher {
  readonly #last = new Map<string, LiveFrame>();

  constructor(private readonly publisher: LivePublisher) {}

  /** A poll's frame: its replay polls only while it runs. */
  async publish(frame: LiveFrame, current: boolean): Promise<void> {
    this.#last.set(frame.session_id, frame);
    await this.#publish(frame, { state: 'running', session_id: frame.session_id }, current);
  }

  /**
   * Publishes the session's last frame again with the replay's state; nothing when this process published
   * none (the API derives the state of the frame it holds all the same). A session that will receive
   * nothing more is forgotten.
   */
  async announce(sessionId: string, replay: ReplayOfSession): Promise<void> {
    const frame = this.#last.get(sessionId);
    if (!frame) return;
    const state = await this.#publish(frame, replay, false);
    if (state === 'stopped' || state === 'finished') this.#last.delete(sessionId);
  }

  async #publish(frame: LiveFrame, replay: ReplayOfSession, current: boolean) {
    const state = replayLifecycleOf(frame.session_id, frame.session_status, replay);
    if (!state) return undefined;
    await this.publisher.publish(frameWithReplayState(frame, state), current);
    return state.replay_state;
  }
}
