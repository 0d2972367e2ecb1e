export * from './alert-columns.ts';
export * from './car-timing.ts';
export { appendEvents, readStream, StreamConflictError } from './event-store.ts';
export * from './live-row-of-standing.ts';
export { projectEvent, projectEvents } from './project-event.ts';
export * from './projection-model.ts';
export { reportEventOf } from './report-event-of.ts';
export * from './state-checkpoint.ts';
export * from './stored-event.ts';
