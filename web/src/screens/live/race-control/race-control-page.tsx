import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PartialDataNotice } from '../../../components/partial-data-notice.tsx';
import { SegmentedChoice } from '../../../components/segmented.tsx';
import { t } from '../../../i18n/i18n.ts';
import { favourites } from '../../../stores/favourites-store.ts';
import { liveSessionId } from '../../../stores/live-store.ts';
import { travelAt } from '../../../stores/time-travel-store.ts';
import { weather as liveWeather } from '../../../stores/weather-store.ts';
import { TvDelayControl } from '../tv-delay/tv-delay-control.tsx';
import { categorySlugOf, liveViewOf, RACE_CONTROL_PATH, raceControlHrefOf } from '../view/live-view-url.ts';
import { SessionChooser } from '../view/session-chooser.tsx';
import { TimeTravelBar } from '../view/time-travel-bar.tsx';
import { useLiveViewFollow } from '../view/use-live-view-follow.ts';
import { RaceControlList } from './race-control-list.tsx';
import { raceControlClasses, raceControlShown } from './race-control-rules.ts';
import {
  followRaceControl,
  raceControlEntries,
  raceControlError,
  raceControlLoading,
  raceControlPartialSinceMs,
} from './race-control-store.ts';

/**
 * /live/direction-de-course: what race control said, newest first, by race time: flags, safety cars, full
 * course yellows, red flags, cars stopped or retired, disqualifications and fastest laps. Filtered by class
 * (kept in the address) and to the followed cars; it follows the session and moment the address names, the
 * TV delay and time travel as the ranking does, never showing what came later than the moment shown.
 */
export function RaceControlPage() {
  useSignals();
  const view = liveViewOf(useSearch());
  const [, navigate] = useLocation();
  useLiveViewFollow(view, RACE_CONTROL_PATH);
  useEffect(() => followRaceControl(), []);
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const travelSession = view.at !== null ? view.session : null;
  const entries = raceControlEntries.value;
  const classes = raceControlClasses(entries);
  const shownClass = classes.find((label) => categorySlugOf(label) === view.category) ?? null;
  const shown = raceControlShown(entries, shownClass, favouritesOnly, favourites.value);
  const sessionName = liveWeather.value?.session_name;
  const showClass = (category: string | null) =>
    navigate(
      raceControlHrefOf({
        session: view.session,
        at: travelSession ? travelAt.value : null,
        category,
      }),
      { replace: true },
    );

  return (
    <section className="race-control-page" aria-labelledby="race-control-title">
      <header className="race-control-header">
        <h1 id="race-control-title">{t('race_control.title')}</h1>
        {sessionName && <p className="muted">{sessionName}</p>}
        <PartialDataNotice sinceMs={raceControlPartialSinceMs.value} />
      </header>
      <div className="live-view-tools">
        <TvDelayControl />
        <SessionChooser followed={view.session} path={RACE_CONTROL_PATH} />
      </div>
      {travelSession && <TimeTravelBar session={travelSession} path={RACE_CONTROL_PATH} />}
      <div className="race-control-filters">
        <fieldset className="segmented">
          <legend className="visually-hidden">{t('ranking.controls.class')}</legend>
          <SegmentedChoice pressed={shownClass === null} onClick={() => showClass(null)}>
            {t('ranking.controls.all_classes')}
          </SegmentedChoice>
          {classes.map((label) => (
            <SegmentedChoice
              key={label}
              className={`class-choice ${categorySlugOf(label)}`}
              pressed={shownClass === label}
              onClick={() => showClass(categorySlugOf(label))}
            >
              {label}
            </SegmentedChoice>
          ))}
        </fieldset>
        <fieldset className="segmented">
          <legend className="visually-hidden">{t('race_control.cars')}</legend>
          <SegmentedChoice pressed={!favouritesOnly} onClick={() => setFavouritesOnly(false)}>
            {t('race_control.all_cars')}
          </SegmentedChoice>
          <SegmentedChoice pressed={favouritesOnly} onClick={() => setFavouritesOnly(true)}>
            {t('ranking.controls.favourites')}
          </SegmentedChoice>
        </fieldset>
      </div>
      {raceControlError.value && entries.length === 0 ? (
        <p className="card error" role="alert">
          {raceControlError.value}
        </p>
      ) : raceControlLoading.value && entries.length === 0 ? (
        <p className="card">{t('common.loading')}</p>
      ) : shown.length === 0 ? (
        <p className="card">
          {view.session === null && liveSessionId.value === null
            ? t('race_control.no_session')
            : t('race_control.no_message')}
        </p>
      ) : (
        <RaceControlList entries={shown} />
      )}
    </section>
  );
}
