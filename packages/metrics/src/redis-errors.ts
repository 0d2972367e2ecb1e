import { Counter } from 'prom-client';

/**
 * The errors of a service's Redis connections (refused, reset, timed out: each failed attempt of a
 * reconnection counts). Made before the connections, which exist before the service's registry does; the
 * registry takes it in with `registerMetric`.
 */
export function redisConnectionErrors(): Counter {
  return new Counter({
    name: 'lemans_redis_connection_errors_total',
    help: 'Erreurs des connexions Redis du service (refus, coupure, délai dépassé), chaque tentative de reconnexion comprise',
    registers: [],
  });
}
