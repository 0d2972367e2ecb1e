import { useEffect } from 'react';
import { Link } from 'wouter';
import type { CarDetail } from '../../api/types.ts';
import { useFetched } from '../../api/use-fetched.ts';
import { CarAnalysis } from '../../components/analysis/car-analysis.tsx';
import { CategoryBadge } from '../../components/category-badge.tsx';
import { CountryFlag } from '../../components/country-flag.tsx';
import { DetailEventBar } from '../../components/detail-event-bar.tsx';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { apiPath, withEvent } from '../../components/race-event-rules.ts';
import { ScrollBox } from '../../components/scroll-box.tsx';
import { SessionHistoryTable } from '../../components/session-history-table.tsx';
import { StatTiles } from '../../components/stat-tiles.tsx';
import { StatisticsList } from '../../components/statistics-list.tsx';
import { useAskedEvent } from '../../components/use-asked-event.ts';
import { categoryColor } from '../../format/categories.ts';
import { chassisOf } from '../../format/chassis.ts';
import { countryName } from '../../format/countries.ts';
import { formatLapTimeHundredths, formatPosition, formatSector } from '../../format/lap-details.ts';
import { sessionTypeLabel } from '../../format/session-types.ts';
import { t } from '../../i18n/i18n.ts';
import { textsOf } from '../../i18n/texts-of.ts';
import { documentTitle } from '../../routes.ts';

export const CAR_TEXT = textsOf({
  error: 'car.error',
  loading: 'car.loading',
  statistics: 'car.statistics',
  sectors: 'car.sectors',
  crew: 'car.crew',
  performance: 'car.performance',
  history: 'car.history',
  noData: 'car.no_data',
  team: 'car.team',
});

/**
 * `/voitures/{entryId}` (spec part 2 §2): statistics, best sectors, crew, performance and history, at the
 * event of ?evenement= (the current one without it).
 */
export function CarPage({ entryId }: { entryId: string }) {
  const asked = useAskedEvent();
  const [result, retry] = useFetched<CarDetail>(apiPath(`/cars/${encodeURIComponent(entryId)}`, asked));
  const car = result.state === 'loaded' ? result.data : null;

  useEffect(() => {
    if (car) document.title = documentTitle('', `#${car.participant_number} ${car.team_name}`);
  }, [car]);

  if (result.state === 'loading') return <Loading text={CAR_TEXT.loading} />;
  if (!car) return <LoadError text={CAR_TEXT.error} onRetry={retry} />;

  // The site's shade of the class colour rather than the organiser's: white text on it must stay readable.
  const color = categoryColor(car.category_label);
  const { statistics } = car;
  return (
    <section className="car-page">
      <header className="detail-header card" style={{ borderTop: `4px solid ${color}` }}>
        <div>
          <h1>
            #{car.participant_number} {car.team_name}
          </h1>
          <p className="muted">
            {chassisOf(car)} <CategoryBadge label={car.category_label} color={color} />
          </p>
          {car.team_country && (
            <p className="car-team-country">
              <CountryFlag code={car.team_country} /> {countryName(car.team_country)}
            </p>
          )}
          <Link href={withEvent(`/equipes/${car.team_id}`, asked)}>{CAR_TEXT.team}</Link>
        </div>
      </header>
      <DetailEventBar page="car" shown={car.race_event} asked={asked} />

      <section className="card detail-section" aria-labelledby="car-stats">
        <h2 id="car-stats">{CAR_TEXT.statistics}</h2>
        <StatisticsList statistics={statistics} />
      </section>

      <section className="card detail-section" aria-labelledby="car-sectors">
        <h2 id="car-sectors">{CAR_TEXT.sectors}</h2>
        <StatTiles
          name="sector"
          className="car-sectors"
          tiles={([1, 2, 3] as const).map((sector) => ({
            key: String(sector),
            label: `Secteur ${sector}`,
            value: formatSector(statistics[`best_sector${sector}`]),
          }))}
        />
      </section>

      <section className="card detail-section" aria-labelledby="car-crew">
        <h2 id="car-crew">{CAR_TEXT.crew}</h2>
        <ul className="detail-crew">
          {car.drivers.map((driver) => (
            <li key={driver.id} data-driver-id={driver.id}>
              <p>
                <Link href={withEvent(`/pilotes/${driver.id}`, asked)}>
                  <strong>
                    {driver.firstname} {driver.lastname}
                  </strong>
                </Link>
              </p>
              <p className="muted">
                <CountryFlag code={driver.country} /> {countryName(driver.country)} ·{' '}
                {t('team.driver_position', { position: driver.position })}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="card detail-section" aria-labelledby="car-performance">
        <h2 id="car-performance">{CAR_TEXT.performance}</h2>
        {car.performance_evolution.length === 0 ? (
          <p className="muted">{CAR_TEXT.noData}</p>
        ) : (
          <ScrollBox className="detail-table-wrap" label={CAR_TEXT.performance}>
            <table className="detail-table car-performance">
              <thead>
                <tr>
                  <th scope="col">{t('car.column.session')}</th>
                  <th scope="col">{t('car.column.type')}</th>
                  <th scope="col">{t('team.best_position')}</th>
                  <th scope="col">{t('details.best_lap')}</th>
                  <th scope="col">{t('team.average_lap')}</th>
                  <th scope="col">{t('details.laps')}</th>
                </tr>
              </thead>
              <tbody>
                {car.performance_evolution.map((point) => (
                  <tr key={point.session_id}>
                    <td>{point.session_name}</td>
                    <td>{sessionTypeLabel(point.session_type)}</td>
                    <td>{formatPosition(point.best_position_in_session)}</td>
                    <td>{formatLapTimeHundredths(point.best_lap_in_session)}</td>
                    <td>{formatLapTimeHundredths(point.avg_lap_in_session)}</td>
                    <td>{point.data_points}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
        )}
      </section>

      {car.race_event?.reference_session && (
        <CarAnalysis
          sessionId={car.race_event.reference_session.id}
          entryId={car.team_id}
          partialSinceMs={car.race_event.reference_session.partial_since_ms}
        />
      )}

      <section className="card detail-section" aria-labelledby="car-history">
        <h2 id="car-history">{CAR_TEXT.history}</h2>
        {car.session_history.length === 0 ? (
          <p className="muted">{CAR_TEXT.noData}</p>
        ) : (
          <SessionHistoryTable
            className="car-history"
            zone={car.race_event?.time_zone ?? null}
            rows={car.session_history}
            columns={['type', 'date', 'position', 'laps', 'best', 'last']}
            lapsHref={(row) =>
              withEvent(`/equipes/${row.entry_id}/sessions/${encodeURIComponent(row.session_id)}`, asked)
            }
          />
        )}
      </section>
    </section>
  );
}
