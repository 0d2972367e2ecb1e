import type { AdminMessageId } from '../../../i18n/catalog-types.ts';
import { t } from '../../../i18n/i18n.ts';

const UPCOMING: readonly AdminMessageId[] = [
  'admin.upcoming.news',
  'admin.upcoming.push',
  'admin.upcoming.analytics',
  'admin.upcoming.users',
];

/** What the admin area will offer next (spec part 2 §2). */
export function UpcomingList() {
  return (
    <section className="card admin-upcoming" aria-labelledby="admin-upcoming-title">
      <h2 id="admin-upcoming-title">{t('admin.upcoming.title')}</h2>
      <ul>
        {UPCOMING.map((item) => (
          <li key={item}>{t(item)}</li>
        ))}
      </ul>
    </section>
  );
}
