import { isReplayPhase, type ReplayPhase } from '@lemans/contract/live-state';

/**
 * A replay's fields as the API and the socket's frames give them (`replay_state`, `replaced_by`, in the frame
 * and in its weather). What a halted replay says instead of its race's state is its phase (race-phase.ts).
 */

interface ReplayFields {
  is_replay?: unknown;
  replay_state?: unknown;
  replaced_by?: unknown;
}

/** The state of the replay on screen; null for a session that is not a replay (its fields may linger). */
export function replayStateOf(weather: ReplayFields | null | undefined): ReplayPhase | null {
  if (weather?.is_replay !== true) return null;
  const state = weather.replay_state;
  return isReplayPhase(state) ? state : null;
}

/** The session of the replay's newer run (after a seek backwards), which the viewers are offered. */
export function replacingSessionOf(weather: ReplayFields | null | undefined): string | null {
  const replaced = weather?.replaced_by;
  return replayStateOf(weather) !== null && typeof replaced === 'string' && replaced !== '' ? replaced : null;
}
