/**
 * The text of a progress bar and of its plain-line fallback, as pure functions: `Lecture [█████░░░░░]  50 %`.
 * Our own rather than a library: a bar that redraws one line is all the CLI needs.
 */

const FULL = '█';
const EMPTY = '░';

/** Whole percent done, 0 to 100, never 100 before the end. */
export function percentOf(done: number, total: number): number {
  if (total <= 0 || done >= total) return 100;
  return Math.max(0, Math.floor((done / total) * 100));
}

export function formatProgressBar(label: string, percent: number, width = 30): string {
  const filled = Math.round((Math.min(100, Math.max(0, percent)) / 100) * width);
  return `${label} [${FULL.repeat(filled)}${EMPTY.repeat(width - filled)}] ${String(percent).padStart(3)} %`;
}

/** The line a log (not a terminal) gets at each tenth done: `Lecture : 40 %`. */
export function formatProgressLine(label: string, percent: number): string {
  return `${label} : ${percent} %`;
}
