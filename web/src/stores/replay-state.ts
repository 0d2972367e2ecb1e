/**
 * A replay's state as the API and the socket's frames give it (`replay_state`, `replaced_by`, in the frame
 * and in its weather): what the banner and the ranking header show instead of the race's own state while a
 * replay is paused or stopped. Its texts live here, for both.
 */

export type ReplayState = 'running' | 'paused' | 'stopped' | 'finished';

export const REPLAY_STATE_TEXTS = {
  paused: 'Rediffusion en pause',
  stopped: 'Rediffusion arrêtée',
  follow: 'Suivre la nouvelle rediffusion',
} as const;

const STATES: readonly string[] = ['running', 'paused', 'stopped', 'finished'];

interface ReplayFields {
  is_replay?: unknown;
  replay_state?: unknown;
  replaced_by?: unknown;
}

/** The state of the replay on screen; null for a session that is not a replay (its fields may linger). */
export function replayStateOf(weather: ReplayFields | null | undefined): ReplayState | null {
  if (weather?.is_replay !== true) return null;
  const state = weather.replay_state;
  return typeof state === 'string' && STATES.includes(state) ? (state as ReplayState) : null;
}

/** The session of the replay's newer run (after a seek backwards), which the viewers are offered. */
export function replacingSessionOf(weather: ReplayFields | null | undefined): string | null {
  const replaced = weather?.replaced_by;
  return replayStateOf(weather) !== null && typeof replaced === 'string' && replaced !== '' ? replaced : null;
}

/** The text shown instead of the race's state: a paused or stopped replay's clock does not run. */
export function haltedReplayText(state: ReplayState | null): string | null {
  return state === 'paused' || state === 'stopped' ? REPLAY_STATE_TEXTS[state] : null;
}

/** Whether the remaining time counts down: not while a replay stands still or is over. */
export function replayClockRuns(state: ReplayState | null): boolean {
  return state === null || state === 'running';
}
