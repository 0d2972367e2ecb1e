import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { WeatherStrip } from '../../components/weather-strip.tsx';
import { liveState, loadLiveState } from '../../stores/live-state-store.ts';
import { activeSessionTitle } from './session-title.ts';
import { TvDelayControl } from './tv-delay-control.tsx';
import './live-hub-page.css';

/** Every French text of the live hub (spec part 1 §2 "Live hub"). */
const TEXT = {
  title: 'Live',
  sessionLabel: 'Session en cours',
  noSession: 'Aucune session active',
  rankingTitle: 'Classement en direct',
  rankingText: 'Positions, tours, écarts et podiums par catégorie.',
  videosTitle: 'Vidéos en direct',
  videosText: 'Les flux vidéo des équipes, en mode principal, grille ou liste.',
} as const;

/** `/live`: the active session with its remaining time and weather, and the ways to the ranking and videos. */
export function LiveHubPage() {
  useSignals();
  useEffect(() => {
    void loadLiveState();
  }, []);

  const state = liveState.value;
  const title = activeSessionTitle(state);

  return (
    <section className="live-hub" aria-labelledby="live-hub-title">
      <h1 id="live-hub-title">{TEXT.title}</h1>
      <div className={title ? 'card live-hub-session active' : 'card live-hub-session'} aria-live="polite">
        {title ? (
          <>
            {state.phase === 'running' && <span className="live-hub-dot" aria-hidden="true" />}
            <span className="visually-hidden">{TEXT.sessionLabel} : </span>
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
    </section>
  );
}
