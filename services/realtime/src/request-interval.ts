/**
 * One kind of request a client may make at most once per interval: those that cost the server far more to
 * answer than the client to send (a whole state, a replay of history).
 */
export class RequestInterval {
  readonly #intervalMs: number;
  #last = Number.NEGATIVE_INFINITY;

  constructor(intervalMs: number) {
    this.#intervalMs = intervalMs;
  }

  /** Takes a request made at `now` if the last one taken is at least the interval old; returns whether it was. */
  take(now: number): boolean {
    if (now - this.#last < this.#intervalMs) return false;
    this.#last = now;
    return true;
  }
}

/** The French refusal of a request made too often, e.g. « Trop de reprises : une toutes les 10 secondes au plus ». */
export function tooFrequent(requests: string, intervalMs: number): string {
  const seconds = intervalMs / 1000;
  const rate =
    seconds === 1
      ? 'une par seconde'
      : `une toutes les ${String(seconds).replace('.', ',')} seconde${seconds >= 2 ? 's' : ''}`;
  return `Trop de ${requests} : ${rate} au plus`;
}
