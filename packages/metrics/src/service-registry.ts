import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * A registry of one service's figures, its own rather than prom-client's global one: each service, and each
 * service a test starts in one process, serves only what it counts. The process's own figures (CPU, memory,
 * event loop lag, GC) come with it, and every series carries `service`, so that one dashboard query can tell
 * the services apart whatever job Prometheus scraped them under.
 */
export function createServiceRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
}
