import { type RaceState, raceStateOf } from './race-state.ts';

/**
 * What is live, decided in one place for the API and the site: which session, whether it is the live one or
 * a replay, where it stands in its lifecycle and how much time it has left. Every indicator of the site reads
 * this state, so that none can say a session runs while another says it is over.
 *
 * Pure, and free of anything a browser cannot run: the site imports it from `@lemans/contract/live-state`.
 */

export type LiveKind = 'live' | 'replay';
export type LivePhase = 'scheduled' | 'running' | 'paused' | 'stopped' | 'finished' | 'none';
/** Where a replay's run stands, as its sessions' frames carry it (`replay_state`). */
export const REPLAY_PHASES = ['running', 'paused', 'stopped', 'finished'] as const;
export type ReplayPhase = (typeof REPLAY_PHASES)[number];

/** The value, when it is one of REPLAY_PHASES (a frame's field is not trusted). */
export function isReplayPhase(value: unknown): value is ReplayPhase {
  return typeof value === 'string' && (REPLAY_PHASES as readonly string[]).includes(value);
}

export interface LiveState {
  session_id: string | null;
  session_name: string | null;
  kind: LiveKind | null;
  phase: LivePhase;
  /** The race's flag while it runs; 'finished' once the chequered flag is out. */
  race_state: RaceState | null;
  /** Seconds left: counted down while running, frozen while a replay is paused or stopped, else null. */
  remaining_s: number | null;
  /**
   * The end of the race as a fan reads it: 'last-lap' once the scheduled time is up until the leader takes
   * the chequered flag, 'provisional' from then until every car still in the race has crossed the line,
   * 'final' then (or once the session is closed); null before the time is up.
   */
  finish: RaceFinish | null;
}

export type RaceFinish = 'last-lap' | 'provisional' | 'final';

/** What the state is derived from: a session's frame (or its weather and session feed) as it was read. */
export interface LiveFacts {
  session_id: string;
  session_name: string;
  session_status: 'active' | 'ended';
  race_state: RaceState | null;
  is_replay: boolean;
  replay_state: ReplayPhase | null;
  start_time_ms: number | null;
  remaining_s: number | null;
  /** Every car still in the race had crossed the line after the flag (the frame's `result_state`). */
  result_final: boolean;
  /** When the remaining time was true. */
  observed_at_ms: number;
}

export const NO_LIVE_STATE: LiveState = Object.freeze({
  session_id: null,
  session_name: null,
  kind: null,
  phase: 'none',
  race_state: null,
  remaining_s: null,
  finish: null,
});

/** The feed's way of saying there is no session. */
const NO_SESSION_NAME = 'N/A';

type Fields = Record<string, unknown>;

/**
 * The facts of a live frame, or of the weather and session feed alone, as they arrive from the API or the
 * socket (checked field by field: the shape is not trusted). Null when they name no session.
 */
export function liveFactsOf(source: unknown, observedAtMs: number): LiveFacts | null {
  if (!isFields(source)) return null;
  const weather = isFields(source.weather) ? source.weather : source;
  const sessionId = textOf(source.session_id) ?? textOf(weather.session_id);
  const sessionName = textOf(source.session_name) ?? textOf(weather.session_name);
  if (sessionId === null || sessionName === null || sessionName === NO_SESSION_NAME) return null;
  const status = source.session_status ?? weather.session_status;
  const replayState = weather.replay_state ?? source.replay_state;
  return {
    session_id: sessionId,
    session_name: sessionName,
    session_status: status === 'ended' ? 'ended' : 'active',
    race_state: raceStateOfFeed(weather.race_state),
    is_replay: weather.is_replay === true,
    replay_state: isReplayPhase(replayState) ? replayState : null,
    start_time_ms:
      typeof weather.start_time === 'string' ? finiteOrNull(Date.parse(weather.start_time)) : null,
    remaining_s: remainingOf(weather),
    result_final: (source.result_state ?? weather.result_state) === 'final',
    observed_at_ms: observedAtMs,
  };
}

/** The live state at `nowMs`. */
export function liveStateOf(facts: LiveFacts | null, nowMs: number): LiveState {
  if (!facts) return NO_LIVE_STATE;
  const phase = phaseOf(facts, nowMs);
  const remaining = phase === 'finished' ? null : facts.remaining_s;
  const state: LiveState = {
    session_id: facts.session_id,
    session_name: facts.session_name,
    kind: facts.is_replay ? 'replay' : 'live',
    phase,
    race_state: facts.race_state,
    remaining_s: remaining,
    finish: finishOf(facts, phase, remaining),
  };
  return liveStateSince(state, facts.observed_at_ms, nowMs);
}

/** A state known at `sinceMs`, at `nowMs`: only a running session's clock moves, up to its last lap. */
export function liveStateSince(state: LiveState, sinceMs: number, nowMs: number): LiveState {
  if (state.phase !== 'running' || state.remaining_s === null) return state;
  const elapsedS = Math.max(0, nowMs - sinceMs) / 1000;
  const remaining = Math.max(0, state.remaining_s - elapsedS);
  return { ...state, remaining_s: remaining, finish: remaining === 0 ? 'last-lap' : state.finish };
}

/**
 * After the flag, the result is provisional until every car still in the race has crossed the line (a
 * replay played to its end, or a session closed without the flag, has nothing more to wait for); before it,
 * the time being up means the last lap is under way. A paused or stopped replay keeps where it was.
 */
function finishOf(facts: LiveFacts, phase: LivePhase, remaining: number | null): RaceFinish | null {
  if (facts.race_state === 'finished' || phase === 'finished') {
    const done = facts.result_final || facts.replay_state === 'finished' || facts.race_state !== 'finished';
    return done ? 'final' : 'provisional';
  }
  return remaining === 0 && phase !== 'scheduled' ? 'last-lap' : null;
}

/**
 * A replay's own state comes first (a paused or stopped replay publishes no new frame); then the chequered
 * flag or an ended session finish it, whatever the rows or the time of the last update say.
 */
function phaseOf(facts: LiveFacts, nowMs: number): LivePhase {
  const replay = facts.is_replay ? facts.replay_state : null;
  if (replay === 'paused' || replay === 'stopped') return replay;
  if (replay === 'finished' || facts.session_status === 'ended' || facts.race_state === 'finished')
    return 'finished';
  if (facts.start_time_ms !== null && nowMs < facts.start_time_ms) return 'scheduled';
  return 'running';
}

/** Our race state, or the organiser's spelling of the chequered flag ('Chk'). */
function raceStateOfFeed(value: unknown): RaceState | null {
  if (typeof value !== 'string') return null;
  const state = value.trim().toLowerCase();
  return raceStateOf(state === 'chk' ? 'finished' : state);
}

/** The feed's remaining time, else the duration less the elapsed time; null when neither is known. */
function remainingOf(weather: Fields): number | null {
  const remaining = numberOf(weather.remaining_time);
  if (remaining !== null) return Math.max(0, remaining);
  const duration = numberOf(weather.duration);
  const elapsed = numberOf(weather.elapsed_time);
  return duration === null || elapsed === null ? null : Math.max(0, duration - elapsed);
}

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function numberOf(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return finiteOrNull(number);
}

function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}
