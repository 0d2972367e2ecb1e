import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { PartialDataNotice } from '../../../components/partial-data-notice.tsx';
import { WeatherStrip } from '../../../components/weather-strip.tsx';
import { lazyPage } from '../../../lazy-page.tsx';
import { ReplayBadge } from '../../../shell/replay-badge.tsx';
import { showsReplayBadge } from '../../../shell/replay-badge-rule.ts';
import { liveState, loadLiveState, racePhase } from '../../../stores/live-state-store.ts';
import { liveSessionId } from '../../../stores/live-store.ts';
import { racePhaseText } from '../../../stores/race-phase.ts';
import { travelAt } from '../../../stores/time-travel-store.ts';
import { weather as liveWeather } from '../../../stores/weather-store.ts';
import { RaceControlList } from '../race-control/race-control-list.tsx';
import {
  followRaceControl,
  raceControlEntries,
  raceControlError,
  raceControlLoading,
  raceControlPartialSinceMs,
} from '../race-control/race-control-store.ts';
import { RaceWinners } from '../ranking/race-winners.tsx';
import { useRaceWinners } from '../ranking/use-race-winners.ts';
import { TvDelayControl } from '../tv-delay/tv-delay-control.tsx';
import { LIVE_HUB_PATH, liveViewOf, raceControlHrefOf, rankingHrefOf } from '../view/live-view-url.ts';
import { SessionChooser } from '../view/session-chooser.tsx';
import { activeSessionTitle, sessionLabelOf } from '../view/session-title.ts';
import { useLiveViewFollow } from '../view/use-live-view-follow.ts';
import { LiveHubRanking } from './live-hub-ranking.tsx';
import './live-hub-page.css';
import { textsOf } from '../../../i18n/texts-of.ts';
import { SavedFrameNotice } from '../../../offline/saved-frame-notice.tsx';

/** Every text of the live hub (spec part 1 §2 "Live hub"). */
const TEXT = textsOf({
  title: 'live_hub.title',
  rankingTitle: 'live_hub.ranking_title',
  rankingText: 'live_hub.ranking_text',
  videosTitle: 'live_hub.videos_title',
  videosText: 'live_hub.videos_text',
  raceControlTitle: 'live_hub.race_control_title',
  raceControlAll: 'live_hub.race_control_all',
  raceControlNone: 'live_hub.race_control_none',
  loading: 'common.loading',
});

/** The hub's panel shows the latest few; the log's page has them all. */
const RACE_CONTROL_PANEL_ENTRIES = 5;

const TimeTravelBar = lazyPage(
  () => import('../view/time-travel-bar.tsx').then((m) => m.TimeTravelBar),
  ['tools'],
);

/**
 * `/live`: the active session with its remaining time, the race's phase as every page says it and, once the
 * result is out, its winners; the weather, the ways to the ranking and videos, and the latest messages of
 * race control. As the other live pages, it follows the session and moment its address names (a replay,
 * `?session=…&t=…`), and its ways to the ranking and the log keep them.
 */
export function LiveHubPage() {
  useSignals();
  const view = liveViewOf(useSearch());
  useLiveViewFollow(view, LIVE_HUB_PATH);
  useEffect(() => {
    void loadLiveState();
  }, []);
  useEffect(() => followRaceControl(), []);
  const latest = raceControlEntries.value.slice(0, RACE_CONTROL_PANEL_ENTRIES);
  const travelSession = view.at !== null ? view.session : null;
  // The moment shown, for the links: the slider's while travelling, else the session as it runs.
  const shown = { session: view.session, at: travelSession ? travelAt.value : null };

  const title = activeSessionTitle(liveState.value);
  const phase = racePhase.value;
  const winners = useRaceWinners(phase);

  return (
    <section className="live-hub" aria-labelledby="live-hub-title">
      <h1 id="live-hub-title">{TEXT.title}</h1>
      <SavedFrameNotice />
      <div className={title ? 'card live-hub-session active' : 'card live-hub-session'} aria-live="polite">
        {phase.live && <span className="live-hub-dot" aria-hidden="true" />}
        {title && (
          <span>
            {/* Its label, by the phase and with its language's own punctuation, read before the session's name. */}
            <span className="visually-hidden">{sessionLabelOf(phase)} </span>
            <strong>{title}</strong>
          </span>
        )}
        <span className="live-hub-phase" data-phase={phase.kind}>
          {racePhaseText(phase)}
        </span>
        {showsReplayBadge(liveWeather.value) && <ReplayBadge place="hub" />}
        {winners && <RaceWinners winners={winners} classes />}
      </div>
      {travelSession && (
        <Suspense fallback={null}>
          <TimeTravelBar session={travelSession} path={LIVE_HUB_PATH} />
        </Suspense>
      )}
      {/* The race first: its head on the first screen, the weather and the ways to the other pages after. */}
      <LiveHubRanking session={view.session ?? liveSessionId.value} view={shown} />
      <WeatherStrip className="card live-hub-weather" />
      <TvDelayControl />
      <SessionChooser followed={view.session} path={LIVE_HUB_PATH} />
      <nav className="live-hub-cards" aria-label={TEXT.title}>
        <Link href={rankingHrefOf(shown)} className="card live-hub-card">
          <span className="live-hub-icon" aria-hidden="true">
            🏁
          </span>
          <h2>{TEXT.rankingTitle}</h2>
          <p>{TEXT.rankingText}</p>
        </Link>
        <Link href="/live/videos" className="card live-hub-card">
          <span className="live-hub-icon" aria-hidden="true">
            🎥
          </span>
          <h2>{TEXT.videosTitle}</h2>
          <p>{TEXT.videosText}</p>
        </Link>
      </nav>
      <section className="card live-hub-race-control" aria-labelledby="live-hub-race-control-title">
        <h2 id="live-hub-race-control-title">{TEXT.raceControlTitle}</h2>
        <PartialDataNotice sinceMs={raceControlPartialSinceMs.value} />
        {/* As the log's page: « no message » only once the log has answered with none. */}
        {latest.length > 0 ? (
          <RaceControlList entries={latest} />
        ) : raceControlError.value ? (
          <p className="error" role="alert">
            {raceControlError.value}
          </p>
        ) : raceControlLoading.value ? (
          <p>{TEXT.loading}</p>
        ) : (
          <p>{TEXT.raceControlNone}</p>
        )}
        <Link href={raceControlHrefOf(shown)}>{TEXT.raceControlAll}</Link>
      </section>
    </section>
  );
}
