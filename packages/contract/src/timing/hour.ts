/** An hour in milliseconds, the unit every race time and duration is counted in. */
export const HOUR_MS = 3_600_000;

/** A day of the clock in milliseconds. */
export const DAY_MS = 24 * HOUR_MS;
