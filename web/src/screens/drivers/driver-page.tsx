import { useEffect } from 'react';
import { Link } from 'wouter';
import type { DriverDetail } from '../../api/types.ts';
import { useFetched } from '../../api/use-fetched.ts';
import { CategoryBadge } from '../../components/category-badge.tsx';
import { CountryFlag } from '../../components/country-flag.tsx';
import { DetailEventBar } from '../../components/detail-event-bar.tsx';
import { Initials } from '../../components/initials.tsx';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { apiPath, withEvent } from '../../components/race-event-rules.ts';
import { SessionHistoryTable } from '../../components/session-history-table.tsx';
import { StatisticsList } from '../../components/statistics-list.tsx';
import { useAskedEvent } from '../../components/use-asked-event.ts';
import { categoryColor } from '../../format/categories.ts';
import { countryName } from '../../format/countries.ts';
import { t } from '../../i18n/i18n.ts';
import { textsOf } from '../../i18n/texts-of.ts';
import { documentTitle } from '../../routes.ts';

export const DRIVER_TEXT = textsOf({
  error: 'driver.error',
  loading: 'driver.loading',
  back: 'driver.back',
  cars: 'driver.cars',
  history: 'driver.history',
  statistics: 'driver.statistics',
  noHistory: 'driver.no_history',
});

/**
 * `/pilotes/{id}` (spec part 2 §2): cars driven, statistics and session history, at the event of
 * ?evenement= (the current one without it).
 */
export function DriverPage({ id }: { id: string }) {
  const asked = useAskedEvent();
  const [result, retry] = useFetched<DriverDetail>(apiPath(`/drivers/${encodeURIComponent(id)}`, asked));
  const driver = result.state === 'loaded' ? result.data : null;

  useEffect(() => {
    if (driver) document.title = documentTitle('', `${driver.firstname} ${driver.lastname}`);
  }, [driver]);

  if (result.state === 'loading') return <Loading text={DRIVER_TEXT.loading} />;
  if (!driver) return <LoadError text={DRIVER_TEXT.error} onRetry={retry} />;

  const color = categoryColor(driver.category);
  return (
    <section className="driver-page">
      <Link href={withEvent('/pilotes', asked)} className="detail-back">
        ← {DRIVER_TEXT.back}
      </Link>
      <header className="detail-header card">
        <Initials text={`${driver.firstname.charAt(0)}${driver.lastname.charAt(0)}`} color={color} />
        <div>
          <h1>
            {driver.firstname} {driver.lastname}
          </h1>
          <p className="driver-page-country">
            <CountryFlag code={driver.country} /> {countryName(driver.country)}{' '}
            <CategoryBadge label={driver.category} />
          </p>
        </div>
      </header>
      <DetailEventBar page="driver" shown={driver.race_event} asked={asked} />

      <section className="card detail-section" aria-labelledby="driver-cars">
        <h2 id="driver-cars">{DRIVER_TEXT.cars}</h2>
        <ul className="detail-cars">
          {driver.entries.map((entry) => (
            <li key={entry.id} data-entry-id={entry.id}>
              <p>
                <strong>
                  #{entry.participant_number} {entry.team_name}
                </strong>
              </p>
              <p className="muted">
                {entry.brand_name} {entry.car_name} · {entry.category_label}
              </p>
              <p>
                <Link href={withEvent(`/voitures/${entry.id}`, asked)}>{t('driver.see_car')}</Link> ·{' '}
                <Link href={withEvent(`/equipes/${entry.team_id}`, asked)}>{t('details.see_team')}</Link>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="card detail-section" aria-labelledby="driver-stats">
        <h2 id="driver-stats">{DRIVER_TEXT.statistics}</h2>
        <StatisticsList statistics={driver.statistics} />
      </section>

      <section className="card detail-section" aria-labelledby="driver-history">
        <h2 id="driver-history">{DRIVER_TEXT.history}</h2>
        {driver.session_history.length === 0 ? (
          <p className="muted">{DRIVER_TEXT.noHistory}</p>
        ) : (
          <SessionHistoryTable
            className="driver-history"
            zone={driver.race_event?.time_zone ?? null}
            rows={driver.session_history}
            columns={['type', 'date', 'car', 'position', 'laps', 'best']}
            lapsHref={(row) =>
              withEvent(
                `/sessions/${encodeURIComponent(row.session_id)}/teams/${row.entry_id}/drivers/${driver.id}/laps`,
                asked,
              )
            }
            rowsOpenLaps
          />
        )}
      </section>
    </section>
  );
}
