/** Time-travel playback: the race clock moved by the time passed, at a chosen speed, up to the last moment known. */

export const PLAYBACK_SPEEDS = [1, 10, 60, 600] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
export const DEFAULT_PLAYBACK_SPEED: PlaybackSpeed = 60;

/** How often playing asks for a new moment: about four frames a second at most. */
export const PLAYBACK_TICK_MS = 250;

/** The moment after `elapsedMs` of playing, and whether the end was reached (playing stops there). */
export function advance(
  atMs: number,
  elapsedMs: number,
  speed: number,
  lastMs: number,
): { atMs: number; ended: boolean } {
  const next = atMs + Math.max(0, elapsedMs) * speed;
  return next >= lastMs ? { atMs: Math.max(lastMs, 0), ended: true } : { atMs: next, ended: false };
}

/**
 * A moment within the race: not before the first moment the session has (its start, or the first whole
 * second it was read when joined late), not after the last moment known (when known). The last second of the
 * session stands for its last moment, to the millisecond: a slider moves by whole seconds, and its end must
 * show the last crossing (24:06:46.484), not the second before it.
 */
export function clampMoment(atMs: number, lastMs: number | null, firstMs = 0): number {
  const floor = Math.max(firstSecondOf(firstMs), atMs);
  if (lastMs === null) return floor;
  const last = Math.max(lastMs, 0);
  return floor >= Math.floor(last / 1000) * 1000 ? last : floor;
}

/** The first whole second of race time at or after `firstMs`: where a slider by seconds starts. */
export function firstSecondOf(firstMs: number): number {
  return Math.max(0, Math.ceil(firstMs / 1000) * 1000);
}

export function isPlaybackSpeed(value: number): value is PlaybackSpeed {
  return (PLAYBACK_SPEEDS as readonly number[]).includes(value);
}
