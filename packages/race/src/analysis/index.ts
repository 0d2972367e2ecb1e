/*
 * Endurance analysis of a session's laps: stints, pit stops, drive time against the rules, class battles
 * and the running order they are read from. Browser-safe (pure functions on plain data): the API computes
 * with it, and the site may too; `@lemans/race/analysis`.
 */
export * from './battles.ts';
export * from './car-lap.ts';
export * from './car-progress.ts';
export * from './classification.ts';
export * from './classification-at.ts';
export * from './classification-rules.ts';
export * from './drive-times.ts';
export * from './driving-rules.ts';
export * from './field-slowdowns.ts';
export * from './lap-statistics.ts';
export * from './neutralised-periods.ts';
export * from './pit-adjusted-order.ts';
export * from './pit-stops.ts';
export * from './running-order.ts';
export * from './session-analysis.ts';
export * from './stints.ts';
export * from './strategy.ts';
export * from './strategy-model.ts';
