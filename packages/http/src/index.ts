export * from './error-handler.ts';
export * from './json-body.ts';
export * from './json-document.ts';
export * from './plain-server.ts';
export * from './request-log.ts';
export * from './request-target.ts';
export * from './send-json-body.ts';
export * from './server-lifecycle.ts';
