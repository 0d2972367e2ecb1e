import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { WeatherStrip } from '../../components/weather-strip.tsx';
import { liveState, loadLiveState } from '../../stores/live-state-store.ts';
import { followRaceControl, raceControlEntries } from '../../stores/race-control-store.ts';
import { RaceControlList } from './race-control-list.tsx';
import { activeSessionTitle } from './session-title.ts';
import { TvDelayControl } from './tv-delay-control.tsx';
import './live-hub-page.css';
import { textsOf } from '../../i18n/texts-of.ts';
import { SavedFrameNotice } from '../../offline/saved-frame-notice.tsx';

/** Every text of the live hub (spec part 1 §2 "Live hub"). */
const TEXT = textsOf({
  title: 'live_hub.title',
  sessionLabel: 'live_hub.session_label',
  noSession: 'live_hub.no_session',
  rankingTitle: 'live_hub.ranking_title',
  rankingText: 'live_hub.ranking_text',
  videosTitle: 'live_hub.videos_title',
  videosText: 'live_hub.videos_text',
  raceControlTitle: 'live_hub.race_control_title',
  raceControlAll: 'live_hub.race_control_all',
  raceControlNone: 'live_hub.race_control_none',
});

/** The hub's panel shows the latest few; the log's page has them all. */
const RACE_CONTROL_PANEL_ENTRIES = 5;

/**
 * `/live`: the active session with its remaining time and weather, the ways to the ranking and videos, and
 * the latest messages of race control.
 */
export function LiveHubPage() {
  useSignals();
  useEffect(() => {
    void loadLiveState();
  }, []);
  useEffect(() => followRaceControl(), []);
  const latest = raceControlEntries.value.slice(0, RACE_CONTROL_PANEL_ENTRIES);

  const state = liveState.value;
  const title = activeSessionTitle(state);

  return (
    <section className="live-hub" aria-labelledby="live-hub-title">
      <h1 id="live-hub-title">{TEXT.title}</h1>
      <SavedFrameNotice />
      <div className={title ? 'card live-hub-session active' : 'card live-hub-session'} aria-live="polite">
        {title ? (
          <>
            {state.phase === 'running' && <span className="live-hub-dot" aria-hidden="true" />}
            {/* Its label, with its language's own punctuation, read before the session's name. */}
            <span className="visually-hidden">{TEXT.sessionLabel} </span>
            <strong>{title}</strong>
          </>
        ) : (
          <span>{TEXT.noSession}</span>
        )}
      </div>
      <WeatherStrip className="card live-hub-weather" />
      <TvDelayControl />
      <nav className="live-hub-cards" aria-label={TEXT.title}>
        <Link href="/live/classement" className="card live-hub-card">
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
        {latest.length > 0 ? <RaceControlList entries={latest} /> : <p>{TEXT.raceControlNone}</p>}
        <Link href="/live/direction-de-course">{TEXT.raceControlAll}</Link>
      </section>
    </section>
  );
}
