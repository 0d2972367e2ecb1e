/*
 * The circuit live: where each car is on the lap, from the timing alone. Browser-safe; the site imports it
 * as `@lemans/race/circuit`.
 */
export * from './lap-progress.ts';
