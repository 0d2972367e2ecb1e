import type { LiveFrame, ReplayState, SessionStatus } from '@lemans/contract';
import type { ReplayPhase } from '@lemans/contract/live-state';

/** What a viewer of a replay's session is told: the replay's own state, not only its last frame's. */
export type ReplayLifecycle = ReplayPhase;

export interface ReplaySessionState {
  replay_state: ReplayLifecycle;
  session_status: SessionStatus;
  /** The session of the replay's newer run (a seek backwards starts one); null while this one plays. */
  replaced_by: string | null;
}

/** The replays table's row of the replay a session belongs to. */
export interface ReplayOfSession {
  state: ReplayState;
  /** The session of its latest run. */
  session_id: string;
}

/** A session a replay of a recording plays into; also matched by Postgres (the public lists' filter). */
export const REPLAY_SESSION = /^replay-([0-9a-f]{8})(?:-\d+)?$/;

/** The first 8 hex of the replay id a replay session is named after (`replay-<8 hex>[-<run>]`). */
export function replayPrefixOf(sessionId: string): string | undefined {
  return REPLAY_SESSION.exec(sessionId)?.[1];
}

/**
 * The one place where a replay session's lifecycle is decided, from the replays table (which ingest keeps)
 * and the session's own status (from its events). A frame only says what the feed last showed: a replay
 * stopped or paused between two polls publishes none, so its frame alone would still say it runs.
 */
export function replayLifecycleOf(
  sessionId: string,
  sessionStatus: SessionStatus,
  replay: ReplayOfSession | undefined,
): ReplaySessionState | null {
  if (!replay) return null;
  if (replay.session_id !== sessionId) {
    return { replay_state: 'stopped', session_status: 'ended', replaced_by: replay.session_id };
  }
  const replayState = lifecycleOf(replay.state);
  const over = replayState === 'stopped' || replayState === 'finished';
  return {
    replay_state: replayState,
    session_status: over ? 'ended' : sessionStatus,
    replaced_by: null,
  };
}

/** The frame with its replay's state, at its top and in its weather (which the banner reads). */
export function frameWithReplayState(
  frame: LiveFrame,
  state: ReplaySessionState,
): LiveFrame & ReplaySessionState {
  return { ...frame, ...state, weather: { ...frame.weather, ...state } };
}

function lifecycleOf(state: ReplayState): ReplayLifecycle {
  switch (state) {
    case 'paused':
      return 'paused';
    case 'finished':
      return 'finished';
    case 'stopped':
    case 'failed':
      return 'stopped';
    case 'starting':
    case 'running':
      return 'running';
  }
}
