import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { t } from '../../i18n/i18n.ts';
import { entriesError, entriesLoading, entryGroups } from '../../stores/entries-store.ts';
import { CATEGORY_ORDER } from '../../stores/entry-groups.ts';
import { HOME_TEXT } from './home-texts.ts';

const SAMPLE_ENTRIES = 3;

/** CSS class of a category's colour; a category outside the spec's three takes the neutral one. */
const categoryClass = (label: string) =>
  CATEGORY_ORDER.includes(label) ? `category-${label.toLowerCase()}` : 'category-other';

/** One banner per category with its car count, leading to the entries, and three of its cars. */
export function CategoryBanners() {
  useSignals();
  const groups = entryGroups.value;

  return (
    <section className="home-section" aria-labelledby="home-categories">
      <h2 id="home-categories">{HOME_TEXT.categoriesTitle}</h2>
      {groups.length === 0 ? (
        entriesError.value ? (
          <p className="card" role="alert">
            {entriesError.value}
          </p>
        ) : (
          entriesLoading.value && <p className="card">{HOME_TEXT.entriesLoading}</p>
        )
      ) : (
        <div className="category-list">
          {groups.map((group) => (
            <article key={group.label} className={`card category-card ${categoryClass(group.label)}`}>
              <Link href="/engagements" className="category-banner">
                <h3>{group.label}</h3>
                <span>{t('home.cars', { count: group.entries.length })}</span>
              </Link>
              <ul className="category-samples">
                {group.entries.slice(0, SAMPLE_ENTRIES).map((entry) => (
                  <li key={entry.id}>
                    <span className="car-number">#{entry.number}</span>
                    <span>
                      <strong>{entry.team_name}</strong>
                      <span className="muted"> {entry.car_name}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
