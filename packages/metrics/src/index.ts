// The services declare their figures with prom-client's types through this package, their one way to it.
export { Counter, Gauge, Histogram, type Registry } from 'prom-client';
export * from './http-metrics.ts';
export * from './metrics-handler.ts';
export * from './postgres-connection-errors.ts';
export * from './redis-errors.ts';
export * from './route-label.ts';
export * from './service-registry.ts';
