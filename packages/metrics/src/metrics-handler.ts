import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';

/** Where every service serves its figures, on its own port and never behind the public origin. */
export const METRICS_PATH = '/metrics';

/**
 * Answers a scrape with the registry's text, for node:http servers and express alike. A figure collected at
 * scrape time that fails (a queue count while Redis is down) costs that scrape a 500, never the process.
 */
export function metricsHandler(registry: Registry) {
  return (_req: IncomingMessage, res: ServerResponse): void => {
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        res.end(text);
      },
      (err: unknown) => {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(`Mesures indisponibles : ${(err as Error).message}\n`);
      },
    );
  };
}
