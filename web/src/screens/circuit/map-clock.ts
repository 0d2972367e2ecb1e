import type { LiveState } from '@lemans/contract/live-state';

/*
 * The race time the circuit map draws its cars at, between two frames of the timing: the last frame's race
 * time run on at the race's pace. Pure: the caller gives every wall time.
 *
 * - A session as it runs (`follow`): live, the race runs at the wall's pace; a replay runs at its speed,
 *   measured between its frames; a paused, stopped or finished one stands still. The map never goes back by
 *   a frame's jitter (a frame received late, a clock run a little fast): it holds until the race catches up,
 *   so a car never steps backwards within its sector. A jump back of more than `JITTER_MS` is the race
 *   itself moved back (a replay sought backwards), and is followed.
 * - A moment chosen (`show`, time travel): exactly that moment, then run on at the playing speed.
 */

/** How the race runs on from a frame of a session as it runs. */
export type Pace = 'wall' | 'measured' | 'still';

/** The pace of a session as the live state says it runs: a running replay at its own speed. */
export function paceOf(state: Pick<LiveState, 'phase' | 'kind'>): Pace {
  if (state.phase !== 'running') return 'still';
  return state.kind === 'replay' ? 'measured' : 'wall';
}

/** Going back by less than this is a frame's jitter, not the race moving back. */
export const JITTER_MS = 5_000;
/**
 * A replay's speed is measured over this much wall time at least: a fast replay sends a frame every 100 ms,
 * and two frames that close are mostly network jitter.
 */
const MEASURE_WINDOW_MS = 1_000;
/** Frames further apart than this (a paused replay, a hidden tab) say nothing of its speed. */
const MAX_MEASURED_WALL_MS = 30_000;
/** The fastest a replay plays (the admin's fastest speed is 600×): a measure past it is an error. */
const MAX_RATE = 1000;

export class MapClock {
  #raceMs = 0;
  #wallMs = 0;
  #rate = 0;
  /** The race and wall times above are those of a frame followed, not of a moment shown by time travel. */
  #following = false;
  /** The frame a replay's speed is measured from; null before the first. */
  #measuredFrom: { raceMs: number; wallMs: number } | null = null;
  /** A replay's race ms per wall ms, as its frames measured it. */
  #measured = 1;
  #shownMs = Number.NEGATIVE_INFINITY;

  /**
   * A frame of the session as it runs, at race time `raceMs`, received at `wallMs`. A frame of the same race
   * time as the one followed (an answer of the API repeating it) moves nothing.
   */
  follow(raceMs: number, wallMs: number, pace: Pace): void {
    if (!this.#following || raceMs !== this.#raceMs) {
      this.#measure(raceMs, wallMs);
      this.#following = true;
      this.#raceMs = raceMs;
      this.#wallMs = wallMs;
    }
    this.#rate = pace === 'still' ? 0 : pace === 'wall' ? 1 : this.#measured;
  }

  /**
   * A moment chosen by the viewer, at `wallMs`, then run on at `rate` (0 when paused). Exact: shown even
   * behind what was shown, unless `playing` (the moment then moves on by itself, and jitter is held).
   */
  show(raceMs: number, wallMs: number, rate: number, playing: boolean): void {
    this.#following = false;
    this.#measuredFrom = null;
    this.#raceMs = raceMs;
    this.#wallMs = wallMs;
    this.#rate = rate;
    if (!playing) this.#shownMs = Number.NEGATIVE_INFINITY;
  }

  /** The race time (ms) to draw at wall time `wallMs`. */
  at(wallMs: number): number {
    const runOn = this.#raceMs + Math.max(0, wallMs - this.#wallMs) * this.#rate;
    this.#shownMs = runOn < this.#shownMs - JITTER_MS ? runOn : Math.max(this.#shownMs, runOn);
    return this.#shownMs;
  }

  /** The race time gone by since the frame measured from, over the wall time: once a window has passed. */
  #measure(raceMs: number, wallMs: number): void {
    const from = this.#measuredFrom;
    const wallDelta = from ? wallMs - from.wallMs : 0;
    const raceDelta = from ? raceMs - from.raceMs : 0;
    if (from && wallDelta < MEASURE_WINDOW_MS && raceDelta >= 0) return;
    if (from && wallDelta <= MAX_MEASURED_WALL_MS && raceDelta > 0)
      this.#measured = Math.min(MAX_RATE, raceDelta / wallDelta);
    this.#measuredFrom = { raceMs, wallMs };
  }
}
