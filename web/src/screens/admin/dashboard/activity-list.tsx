import type { AdminActivity } from '@lemans/contract';
import { formatClock } from '../../../format/dates.ts';
import { t } from '../../../i18n/i18n.ts';
import { activityLabel } from './dashboard-rules.ts';

/** The latest administrator actions, from the server's audit (newest first, 'HH:mm'). */
export function ActivityList({ activity }: { activity: AdminActivity[] | null }) {
  return (
    <section className="card admin-activity" aria-labelledby="admin-activity-title">
      <h2 id="admin-activity-title">{t('admin.activity.title')}</h2>
      {activity === null ? (
        <p className="muted">{t('common.loading')}</p>
      ) : activity.length === 0 ? (
        <p className="muted">{t('admin.activity.empty')}</p>
      ) : (
        <ol>
          {activity.map((entry) => (
            <li key={entry.id} data-action={entry.action}>
              <time dateTime={entry.created_at}>{formatClock(Date.parse(entry.created_at))}</time>
              <span>{activityLabel(entry)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
