import type { ProbeResult, SystemStatus } from '@lemans/race/contract';
import { formatDateTime } from '../../../format/dates.ts';
import { formatAge, formatUptime, pollStatusLabel } from './dashboard-rules.ts';

/** The last system check, part by part; before any check it says how to run one. */
export function SystemCard({ status }: { status: SystemStatus | null }) {
  return (
    <section className="card admin-system" aria-labelledby="admin-system-title">
      <h2 id="admin-system-title">Système</h2>
      {status ? (
        <SystemDetails status={status} />
      ) : (
        <p className="muted">Pas encore vérifié : lancez « Vérifier système ».</p>
      )}
    </section>
  );
}

function SystemDetails({ status }: { status: SystemStatus }) {
  return (
    <>
      <dl className="admin-system-facts">
        <dt>Version</dt>
        <dd data-system="version">{status.version}</dd>
        <dt>Vérifié le</dt>
        <dd>{formatDateTime(status.checked_at)}</dd>
        <dt>PostgreSQL</dt>
        <Probe probe={status.postgres} name="postgres" />
        <dt>Redis</dt>
        <Probe probe={status.redis} name="redis" />
        <dt>Flux</dt>
        <dd data-system="feed">
          {status.feed
            ? `dernière interrogation il y a ${formatAge(status.feed.age_s)} (${pollStatusLabel(status.feed.status)})`
            : 'aucune interrogation'}
        </dd>
        <dt>Clients WebSocket</dt>
        <dd data-system="websocket">{status.websocket_clients}</dd>
      </dl>

      <h3>Services</h3>
      {status.services.length === 0 ? (
        <p className="admin-bad">Aucun service ne se signale</p>
      ) : (
        <ul className="admin-system-services">
          {[...status.services]
            .sort((a, b) => a.service.localeCompare(b.service))
            .map((service) => (
              <li key={service.instance + service.service} data-service={service.service}>
                <strong>{service.service}</strong>
                <span className="muted">{service.instance}</span>
                <span data-uptime>{formatUptime(service.uptime_s)}</span>
              </li>
            ))}
        </ul>
      )}

      <h3>Files de travaux</h3>
      {status.queues === null ? (
        <p className="admin-bad">Files illisibles</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-system-queues">
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Attente</th>
                <th scope="col">Actifs</th>
                <th scope="col">Différés</th>
                <th scope="col">Échecs</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(status.queues).map(([name, counts]) => (
                <tr key={name} data-queue={name}>
                  <th scope="row">{name}</th>
                  <td>{counts.waiting}</td>
                  <td>{counts.active}</td>
                  <td>{counts.delayed}</td>
                  <td className={counts.failed > 0 ? 'admin-bad' : undefined} data-failed={counts.failed}>
                    {counts.failed}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function Probe({ probe, name }: { probe: ProbeResult; name: string }) {
  return (
    <dd data-system={name} className={probe.ok ? 'admin-good' : 'admin-bad'}>
      {probe.ok ? `OK (${probe.latency_ms} ms)` : `En panne : ${probe.error ?? 'erreur'}`}
    </dd>
  );
}
