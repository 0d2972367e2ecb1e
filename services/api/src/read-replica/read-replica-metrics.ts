import { Counter, Gauge, type Registry } from '@lemans/metrics';
import type { ReadTargetMonitor } from './read-target-monitor.ts';

/**
 * Where the heavy reads go and how far the replica lags, read from the monitor at each scrape: a
 * dashboard sees reads fall back to the primary, and why.
 */
export function registerReadReplicaMetrics(registry: Registry, monitor: ReadTargetMonitor): void {
  const registers = [registry];
  new Gauge({
    name: 'lemans_api_read_target',
    help: 'Où vont les lectures lourdes (analyses, CSV, rapports, retour dans le temps, catalogue) : 1 pour la cible choisie',
    labelNames: ['target'],
    registers,
    collect() {
      const { target } = monitor.current;
      this.set({ target: 'replica' }, target === 'replica' ? 1 : 0);
      this.set({ target: 'primary' }, target === 'primary' ? 1 : 0);
    },
  });
  new Gauge({
    name: 'lemans_api_read_replica_lag_seconds',
    help: 'Retard de la réplique (DATABASE_READ_URL) au dernier relevé ; absent quand il est inconnu',
    registers,
    collect() {
      this.reset();
      const { lagMs } = monitor.current;
      if (lagMs !== null) this.set(lagMs / 1000);
    },
  });
  new Counter({
    name: 'lemans_api_read_replica_check_failures_total',
    help: 'Relevés du retard de la réplique restés sans réponse',
    registers,
    collect() {
      this.reset();
      this.inc(monitor.failedChecks);
    },
  });
}
