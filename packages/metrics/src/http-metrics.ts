import type { Request, RequestHandler } from 'express';
import { Histogram, type Registry } from 'prom-client';
import { methodLabel, OTHER_ROUTE, routeLabel, statusClassLabel } from './route-label.ts';

/** From a cached frame (a millisecond) to a cold report page or a rebuild (seconds). */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Times every request of an express app, by method, route pattern and status class; install it first. The
 * pattern is taken when express matches the route (its `req.route`), with the base path of the routers
 * around it as it is then: once a router is left (an error on its way to the app's handler), that base path
 * is gone. A request that no route answered is `other`. Counted when the answer is sent; a request the
 * client gave up on before is not.
 */
export function httpMetrics(registry: Registry): RequestHandler {
  const duration = new Histogram({
    name: 'lemans_http_request_duration_seconds',
    help: 'Durée des requêtes HTTP, par méthode, motif de route et classe de statut',
    labelNames: ['method', 'route', 'status_class'],
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  return (req, res, next) => {
    const end = duration.startTimer();
    const route = followRoute(req);
    res.once('finish', () => {
      end({
        method: methodLabel(req.method),
        route: route(),
        status_class: statusClassLabel(res.statusCode),
      });
    });
    next();
  };
}

/**
 * Watches what express writes on the request while routing it: the parameters of every layer it passes
 * (a mount's among them), and the route it matches. Returns the label of that route, or `other`.
 */
function followRoute(req: Request): () => string {
  const parameters = new Map<string, string>();
  let params = req.params;
  let route: unknown;
  let label = OTHER_ROUTE;
  Object.defineProperties(req, {
    params: {
      configurable: true,
      enumerable: true,
      get: () => params,
      set(value: Request['params']) {
        params = value;
        for (const [name, parameter] of Object.entries(value ?? {})) {
          if (typeof parameter === 'string') parameters.set(parameter, name);
        }
      },
    },
    route: {
      configurable: true,
      enumerable: true,
      get: () => route,
      set(value: { path?: unknown } | undefined) {
        route = value;
        label = value === undefined ? OTHER_ROUTE : routeLabel(req.baseUrl, value.path, parameters);
      },
    },
  });
  return () => label;
}
