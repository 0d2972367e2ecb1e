/**
 * The race clock of a replay. Real-time mode: race time runs at `speed` times the wall clock. Step mode
 * (`stepMs` set): race time only moves when a frame is taken, by exactly `stepMs`, so that a test or a
 * benchmark sees the same sequence of snapshots whatever the machine's speed.
 *
 * The clock keeps an anchor (race time, wall time) and re-anchors on every change, so that a change of
 * speed, pause or mode never makes race time jump.
 */

export type EndBehaviour = 'hold' | 'loop';

export interface ReplayClockOptions {
  /** Race time of the last line crossing: where `hold` stops and `loop` wraps. */
  durationMs: number;
  startMs: number;
  speed: number;
  end: EndBehaviour;
  /** null for real-time mode. */
  stepMs: number | null;
  paused?: boolean;
  /** Wall clock in ms, injectable so that tests control time. */
  now?: () => number;
}

export interface ReplayClockState {
  raceTimeMs: number;
  speed: number;
  paused: boolean;
  end: EndBehaviour;
  stepMs: number | null;
  durationMs: number;
}

export class ReplayClock {
  readonly #durationMs: number;
  readonly #now: () => number;
  #speed: number;
  #paused: boolean;
  #end: EndBehaviour;
  #stepMs: number | null;
  #anchorRaceMs = 0;
  #anchorWallMs = 0;

  constructor(options: ReplayClockOptions) {
    if (!(options.durationMs > 0)) {
      throw new RangeError(`Durée d'enregistrement invalide : ${options.durationMs} ms`);
    }
    this.#durationMs = options.durationMs;
    this.#now = options.now ?? Date.now;
    this.#speed = positive(options.speed, 'vitesse');
    this.#paused = options.paused ?? false;
    this.#end = options.end;
    this.#stepMs = options.stepMs === null ? null : positive(options.stepMs, 'pas');
    this.#anchor(this.#bounded(options.startMs));
  }

  /** Current position in whole ms; in step mode, the race time the next frame will show. */
  raceTimeMs(): number {
    return Math.floor(this.#bounded(this.#raw()));
  }

  /**
   * Race time of the frame to serve now. Real time: whole seconds, so that every client polling within
   * the same second gets the same body, except at the very end where the last crossing must be shown.
   * Step mode: the exact position, which then advances by one step.
   */
  takeFrameMs(): number {
    const raceTimeMs = this.raceTimeMs();
    if (this.#stepMs === null) {
      return raceTimeMs >= this.#durationMs ? this.#durationMs : Math.floor(raceTimeMs / 1000) * 1000;
    }
    if (!this.#paused) this.#anchor(this.#bounded(raceTimeMs + this.#stepMs));
    return raceTimeMs;
  }

  state(): ReplayClockState {
    return {
      raceTimeMs: this.raceTimeMs(),
      speed: this.#speed,
      paused: this.#paused,
      end: this.#end,
      stepMs: this.#stepMs,
      durationMs: this.#durationMs,
    };
  }

  setSpeed(speed: number): void {
    this.#anchor(this.raceTimeMs());
    this.#speed = positive(speed, 'vitesse');
  }

  setPaused(paused: boolean): void {
    this.#anchor(this.raceTimeMs());
    this.#paused = paused;
  }

  seek(raceTimeMs: number): void {
    this.#anchor(this.#bounded(raceTimeMs));
  }

  setEnd(end: EndBehaviour): void {
    this.#anchor(this.raceTimeMs());
    this.#end = end;
  }

  setStepMs(stepMs: number | null): void {
    this.#anchor(this.raceTimeMs());
    this.#stepMs = stepMs === null ? null : positive(stepMs, 'pas');
  }

  #raw(): number {
    if (this.#paused || this.#stepMs !== null) return this.#anchorRaceMs;
    return this.#anchorRaceMs + (this.#now() - this.#anchorWallMs) * this.#speed;
  }

  #bounded(raceTimeMs: number): number {
    if (this.#end === 'hold') return Math.min(Math.max(raceTimeMs, 0), this.#durationMs);
    const wrapped = raceTimeMs % this.#durationMs;
    return wrapped < 0 ? wrapped + this.#durationMs : wrapped;
  }

  #anchor(raceTimeMs: number): void {
    this.#anchorRaceMs = raceTimeMs;
    this.#anchorWallMs = this.#now();
  }
}

function positive(value: number, what: string): number {
  if (!(Number.isFinite(value) && value > 0)) throw new RangeError(`Valeur de ${what} invalide : ${value}`);
  return value;
}
