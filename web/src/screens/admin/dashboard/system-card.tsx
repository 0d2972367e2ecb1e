import type { ProbeResult, SystemStatus } from '@lemans/contract';
import { formatDateTime } from '../../../format/dates.ts';
import { t } from '../../../i18n/i18n.ts';
import { formatAge, formatUptime, pollStatusLabel } from './dashboard-rules.ts';

/** The last system check, part by part; before any check it says how to run one. */
export function SystemCard({ status }: { status: SystemStatus | null }) {
  return (
    <section className="card admin-system" aria-labelledby="admin-system-title">
      <h2 id="admin-system-title">{t('admin.system.title')}</h2>
      {status ? <SystemDetails status={status} /> : <p className="muted">{t('admin.system.not_checked')}</p>}
    </section>
  );
}

function SystemDetails({ status }: { status: SystemStatus }) {
  return (
    <>
      <dl className="admin-system-facts">
        <dt>{t('admin.system.version')}</dt>
        <dd data-system="version">{status.version}</dd>
        <dt>{t('admin.system.checked_at')}</dt>
        <dd>{formatDateTime(status.checked_at)}</dd>
        <dt>PostgreSQL</dt>
        <Probe probe={status.postgres} name="postgres" />
        <dt>Redis</dt>
        <Probe probe={status.redis} name="redis" />
        <dt>{t('admin.system.feed')}</dt>
        <dd data-system="feed">
          {status.feed
            ? t('admin.system.last_poll', {
                age: formatAge(status.feed.age_s),
                status: pollStatusLabel(status.feed.status),
              })
            : t('admin.system.no_poll_short')}
        </dd>
        <dt>{t('admin.system.sockets')}</dt>
        <dd data-system="websocket">{status.websocket_clients}</dd>
      </dl>

      <h3>{t('admin.system.services')}</h3>
      {status.services.length === 0 ? (
        <p className="admin-bad">{t('admin.system.no_service')}</p>
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

      <h3>{t('admin.system.queues')}</h3>
      {status.queues === null ? (
        <p className="admin-bad">{t('admin.system.queues_unreadable_short')}</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-system-queues">
            <thead>
              <tr>
                <th scope="col">{t('admin.system.queue')}</th>
                <th scope="col">{t('admin.system.waiting')}</th>
                <th scope="col">{t('admin.system.active')}</th>
                <th scope="col">{t('admin.system.delayed')}</th>
                <th scope="col">{t('admin.system.failed')}</th>
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
      {probe.ok
        ? t('admin.system.probe_ok', { latency: probe.latency_ms })
        : t('admin.system.probe_down', { error: probe.error ?? t('admin.system.error') })}
    </dd>
  );
}
