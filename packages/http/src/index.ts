export * from './error-handler.ts';
export * from './json-body.ts';
export * from './request-log.ts';
export * from './send-json-body.ts';
export * from './server-lifecycle.ts';
