import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { WeatherStrip } from '../../../components/weather-strip.tsx';
import { formatLapTime } from '../../../format/timing.ts';
import { useLanguage, useT } from '../../../i18n/use-language.tsx';
import { lazyPage } from '../../../lazy-page.tsx';
import { SavedFrameNotice } from '../../../offline/saved-frame-notice.tsx';
import { ReplayBadge } from '../../../shell/replay-badge.tsx';
import { showsReplayBadge } from '../../../shell/replay-badge-rule.ts';
import { rowsForFavourites } from '../../../stores/favourites-rules.ts';
import { favourites, favouritesView, setFavouritesView } from '../../../stores/favourites-store.ts';
import {
  lastUpdate,
  liveError,
  liveLoading,
  liveSessionId,
  liveWeather,
  loadLive,
} from '../../../stores/live-store.ts';
import { seekTravel, travelAt, travelError, travelLast } from '../../../stores/time-travel-store.ts';
import { showingPast } from '../../../stores/tv-delay-store.ts';
import { useLiveStateOf } from '../../../stores/use-live-state-of.ts';
import { TvDelayControl } from '../tv-delay/tv-delay-control.tsx';
import { circuitHrefOf, liveViewOf, RANKING_PATH, rankingHrefOf } from '../view/live-view-url.ts';
import { SessionChooser } from '../view/session-chooser.tsx';
import { TimeTravelLink } from '../view/time-travel-link.tsx';
import { useLiveViewFollow } from '../view/use-live-view-follow.ts';
import { FavouritesAnnounceToggle } from './favourites-announce-toggle.tsx';
import { podiums } from './podiums.ts';
import { fastestLapOf, NO_SECTORS } from './ranking-cells.ts';
import { RankingControls } from './ranking-controls.tsx';
import { RankingFinishBanner } from './ranking-finish-banner.tsx';
import { travelStartOf } from './ranking-flag.ts';
import { RankingFlagBadges } from './ranking-flag-badges.tsx';
import { RankingHead } from './ranking-head.tsx';
import { RankingRow } from './ranking-row.tsx';
import { fastestLapText } from './ranking-row-cells.tsx';
import { nextSortOf, rankingSortOf, sortedRowsOf, sortParamOf } from './ranking-sort.ts';
import { classesOf, neutralisationOf, rowsOfClass, shownClassOf } from './ranking-view.ts';
import { replacingSessionOf } from './replay-state.ts';
import type { RowInView } from './row-in-view.ts';
import { subclassPlacesOf, subclassViewOf, viewTextOf } from './subclass-view.ts';
import { useClassBests } from './use-class-bests.ts';
import { useFirstScreenFirst } from './use-first-screen-first.ts';
import { useRankingRows } from './use-ranking-rows.ts';
import { useRowsInView } from './use-rows-in-view.ts';
import { useTableWidth } from './use-table-width.ts';
import './ranking-page.css';

/*
 * The ranking is the site's entry, loaded with it: what only some visitors open comes when first shown
 * (the slider of a moment in the past, the strategy view), with their words (the tools' catalog part).
 * The TV delay's setting is folded but shown at once: loaded later, it would push the table down.
 */
const TimeTravelBar = lazyPage(
  () => import('../view/time-travel-bar.tsx').then((m) => m.TimeTravelBar),
  ['tools'],
);
const StrategyTable = lazyPage(
  () => import('../strategy/strategy-table.tsx').then((m) => m.StrategyTable),
  ['tools'],
);

/**
 * /live/classement: flag, podiums per category and the full table, refreshed every 10 s and by the socket;
 * every class or one (`?categorie=lmp2`), the followed cars highlighted, on top or alone; in the race's order
 * or sorted by a column (`?tri=best-asc`), each car keeping its place, gap and interval in the race.
 * `?session=` follows another session than the current one (a replay), and `&t=hh:mm:ss` shows it as it
 * was at that moment of the race, with a slider to move through it. A replay's run replaced by a seek
 * backwards offers its new run with a link rather than switching to it: the viewer may be reading the
 * standing the old run stopped at, and an operator may seek again and again.
 */
export function RankingPage() {
  useSignals();
  const t = useT();
  const language = useLanguage();
  const view = liveViewOf(useSearch());
  const [, navigate] = useLocation();
  useLiveViewFollow(view, RANKING_PATH);
  const travelSession = view.at !== null ? view.session : null;

  const shownSession = view.session ?? liveSessionId.value;
  const { finish, rows, classification } = useRankingRows(shownSession);
  const classes = classesOf(rows);
  const shownClass = shownClassOf(classes, view.category);
  const starred = favourites.value;
  const classRows = rowsOfClass(rows, shownClass, classification !== null);
  const shownSubclass = subclassViewOf(shownClass);
  const classifiedPlaces = classification?.places ?? null;
  const places = useMemo(
    () => (shownSubclass ? subclassPlacesOf(classRows, classifiedPlaces) : classifiedPlaces),
    [shownSubclass, classRows, classifiedPlaces],
  );
  const tableWidth = useTableWidth();
  const sort = rankingSortOf(view.sort);
  // Sorted after the places, gaps and intervals below are taken from the race's order: each stays the car's.
  const firstScreenFirst = useFirstScreenFirst(
    rowsForFavourites(sortedRowsOf(classRows, sort), starred, favouritesView.value),
  );
  // Favourites alone: the intervals are between them. Pinned above the others, they keep the race's.
  const views = useRowsInView(
    classRows,
    shownClass !== null,
    favouritesView.value === 'only' && starred.size > 0 ? starred : null,
    places,
  );
  const shownRows = firstScreenFirst.rows;
  const fastest = fastestLapOf(classRows);
  const neutralised = useLiveStateOf((state) => neutralisationOf(state) !== null);
  const classBests = useClassBests(rows);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggleDetails = useCallback(
    (number: string) =>
      setExpanded((open) => {
        const next = new Set(open);
        if (!next.delete(number)) next.add(number);
        return next;
      }),
    [],
  );
  const [showsInterval, setShowsInterval] = useState(false);
  const showsStrategy = view.strategy;
  const replacing = travelSession ? null : replacingSessionOf(liveWeather.value);
  const updated = lastUpdate.value;
  // A first past moment is on its way: the page is loading, not empty.
  const awaitingMoment = travelSession !== null && travelLast.value === null && !travelError.value;

  return (
    <section className="ranking-page" aria-labelledby="ranking-title">
      <header className="ranking-header">
        <h1 id="ranking-title">{t('ranking.title')}</h1>
        <RankingFlagBadges />
        {showsReplayBadge(liveWeather.value) && <ReplayBadge place="classement" />}
        <Link
          href={circuitHrefOf({ session: view.session, at: travelSession ? travelAt.value : null })}
          className="ranking-circuit-link"
        >
          {t('ranking.see_circuit')}
        </Link>
        <button
          type="button"
          onClick={() => (travelSession ? seekTravel(travelAt.value) : void loadLive())}
          disabled={liveLoading.value}
        >
          {t('common.refresh')}
        </button>
        {/* There before the first answer, a clock of dashes holding its room. */}
        <span className="muted">
          {t('ranking.updated_at', {
            time: updated === null ? '--:--:--' : new Date(updated).toLocaleTimeString(language),
          })}
        </span>
        <WeatherStrip />
      </header>

      {replacing && (
        <Link
          className="ranking-next-run"
          href={rankingHrefOf({ session: replacing, at: null, sort: view.sort })}
        >
          {t('replay.follow_new')}
        </Link>
      )}
      <RankingControls
        classes={classes}
        shownClass={shownClass}
        onClass={(category) => navigate(rankingHrefOf({ ...view, category }), { replace: true })}
        favouritesView={favouritesView.value}
        onFavouritesView={setFavouritesView}
        showsInterval={showsInterval}
        onShowsInterval={setShowsInterval}
        showsStrategy={showsStrategy}
        onShowsStrategy={(strategy) => navigate(rankingHrefOf({ ...view, strategy }), { replace: true })}
      >
        <FavouritesAnnounceToggle />
        <TvDelayControl />
        <SessionChooser followed={view.session} path={RANKING_PATH} />
        {!travelSession && (
          <TimeTravelLink
            href={
              shownSession
                ? rankingHrefOf({
                    session: shownSession,
                    at: travelStartOf(liveWeather.value?.elapsed_time),
                    sort: view.sort,
                  })
                : null
            }
          />
        )}
      </RankingControls>
      <SavedFrameNotice />
      {travelSession && (
        <Suspense fallback={null}>
          <TimeTravelBar session={travelSession} path={RANKING_PATH} />
        </Suspense>
      )}

      {liveError.value && rows.length === 0 ? (
        <div className="card error" role="alert">
          <h2>{t('common.connection_error')}</h2>
          <p>{t('common.loading_error')}</p>
        </div>
      ) : rows.length === 0 ? (
        <p className="card">{t(liveLoading.value || awaitingMoment ? 'common.loading' : 'common.no_data')}</p>
      ) : (
        <>
          {finish && (
            <RankingFinishBanner
              finish={finish}
              leader={rows[0]}
              classLeader={shownClass ? { name: viewTextOf(shownClass), row: classRows[0] } : null}
            />
          )}
          {showsStrategy && shownSession ? (
            <Suspense fallback={<p className="card">{t('common.loading')}</p>}>
              <StrategyTable
                sessionId={shownSession}
                shownElapsedS={
                  travelSession || showingPast.value ? (liveWeather.value?.elapsed_time ?? null) : null
                }
                shownClass={shownClass}
                starred={starred}
              />
            </Suspense>
          ) : (
            <div className="ranking-table-box">
              <div className="ranking-table-notes">
                {fastest && (
                  <p className="fastest-lap-line">
                    {t('ranking.fastest_lap_of', { title: fastestLapText(shownClass !== null) })}{' '}
                    <span className="lap-fastest">{formatLapTime(fastest.ms)}</span>
                    {t('ranking.fastest_lap_car', { number: fastest.number, team: fastest.teamName })}
                  </p>
                )}
                {/* The key to the sectors' shapes; each cell says its own to screen readers. */}
                <p className="sector-legend" aria-hidden="true">
                  <span className="sector-class-best">{t('ranking.sector_class_best')}</span>
                  <span className="sector-personal-best">{t('ranking.sector_personal_best')}</span>
                </p>
              </div>
              <table
                className={`ranking-table live-ranking${showsInterval ? ' shows-interval' : ''}`}
                aria-busy={firstScreenFirst.waiting || undefined}
              >
                <caption className="visually-hidden">
                  {shownClass
                    ? t('ranking.caption_class', { category: viewTextOf(shownClass) })
                    : t('ranking.caption_all')}
                </caption>
                <RankingHead
                  classView={shownClass !== null}
                  width={tableWidth}
                  sort={sort}
                  onSort={(key) => {
                    const next = nextSortOf(sort, key);
                    navigate(rankingHrefOf({ ...view, sort: next && sortParamOf(next) }), { replace: true });
                  }}
                />
                <tbody>
                  {shownRows.map((row) => (
                    <RankingRow
                      key={row.participant_number}
                      row={row}
                      shown={views.get(row.participant_number) as RowInView}
                      classView={shownClass !== null}
                      classBest={classBests.get(row.category_label) ?? NO_SECTORS}
                      starred={starred.has(row.participant_number)}
                      expanded={expanded.has(row.participant_number)}
                      neutralised={neutralised}
                      unplaced={classification?.statusOf.get(row.participant_number) ?? null}
                      fastestLap={row.participant_number === fastest?.number}
                      width={tableWidth}
                      onToggleDetails={toggleDetails}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {/* After the table: the first screen is the race; the finish banner above it names the winner. */}
          <div className="podiums">
            {podiums(rows).map(({ category, cars }) => (
              <article key={category} className={`podium card ${category.toLowerCase()}`}>
                {/* The winner is named beside the class, so that every line of the podium keeps to one line. */}
                <div className="podium__title">
                  <h2>{viewTextOf(category)}</h2>
                  {finish === 'final' && cars[0] && (
                    <span className="winner-label">
                      {t('ranking.winner', { number: cars[0].participant_number })}
                    </span>
                  )}
                </div>
                <ol>
                  {cars.map((car) => (
                    <li key={car.participant_number}>
                      <span className="podium-line">
                        <span className="car-number">{car.participant_number}</span>{' '}
                        <span className="podium-line__team" title={car.team_name}>
                          {car.team_name}
                        </span>{' '}
                        <span className="podium-line__brand muted" title={car.brand_name}>
                          {car.brand_name}
                        </span>{' '}
                        <span className="podium-line__laps">
                          {t('common.laps', { count: car.lap_count })}
                        </span>
                      </span>
                    </li>
                  ))}
                </ol>
              </article>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
