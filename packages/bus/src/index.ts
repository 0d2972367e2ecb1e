export * from './follow.ts';
export * from './frame.ts';
export * from './keys.ts';
export * from './latest-live.ts';
export * from './publish.ts';
export * from './read.ts';
export * from './service-heartbeat.ts';
export * from './stream-id.ts';
