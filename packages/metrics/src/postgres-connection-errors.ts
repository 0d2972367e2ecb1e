import { Counter, type Registry } from 'prom-client';

/** Connections to PostgreSQL its server ended (restart, failover, pooler, termination), for one service. */
export function postgresConnectionErrors(registry: Registry): Counter {
  return new Counter({
    name: 'lemans_postgres_connection_errors_total',
    help: 'Connexions PostgreSQL perdues (serveur redémarré, bascule, connexion terminée) ; le pool en rouvre une',
    registers: [registry],
  });
}
