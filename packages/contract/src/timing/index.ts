/* The race's clocks: lap and race times as the timing writes them, and wall clocks in an event's zone. */
export * from './format.ts';
export * from './hour.ts';
export * from './time-zone.ts';
