import { useSignals } from '@preact/signals-react/runtime';
import { WeatherStrip } from '../components/weather-strip.tsx';
import { formatRemaining } from '../format/timing.ts';
import { useLanguage, useT } from '../i18n/use-language.tsx';
import { now } from '../stores/clock.ts';
import { liveState, racePhase } from '../stores/live-state-store.ts';
import { racePhaseText } from '../stores/race-phase.ts';
import { weather } from '../stores/weather-store.ts';
import { bannerFlagOfPhase } from './banner-flag.ts';
import { ReplayBadge } from './replay-badge.tsx';
import { showsReplayBadge } from './replay-badge-rule.ts';
import { TvDelayBadge } from './tv-delay-badge.tsx';

/**
 * The banner's slim session bar: session name, remaining time (the last lap once it is up), race-state flag, the weather, a clock ticking
 * every second, and the 'Rediffusion' badge when the session shown is a replay. All but the badge and the
 * weather come from the live state, as every other live indicator, its flag from the race's phase: a paused
 * or stopped replay says so instead of a flag, the result is named as the ranking names it.
 */
export function SessionBar() {
  useSignals();
  const t = useT();
  const language = useLanguage();
  const state = liveState.value;
  const left = formatRemaining(state.remaining_s);
  const phase = racePhase.value;
  const flag = bannerFlagOfPhase(phase);
  const time = new Date(now.value);

  return (
    <div className="session-bar">
      <span className="session-bar__name">{state.session_name ?? t('session_bar.no_session')}</span>
      {showsReplayBadge(weather.value) && <ReplayBadge place="bandeau" />}
      <TvDelayBadge />
      {phase.kind === 'last-lap' ? (
        <span className="session-bar__remaining">{racePhaseText(phase)}</span>
      ) : (
        left && (
          <span className="session-bar__remaining">
            <span className="session-bar__caption">{t('session_bar.remaining')}</span> {left}
          </span>
        )
      )}
      {flag && (
        <span className={`race-flag flag-${flag.kind}`} title={flag.description}>
          <span className="race-flag__swatch" aria-hidden="true" />
          {flag.text}
          <span className="visually-hidden"> : {flag.description}</span>
        </span>
      )}
      <WeatherStrip compact />
      <time className="session-bar__clock" dateTime={time.toISOString()}>
        {time.toLocaleTimeString(language)}
      </time>
    </div>
  );
}
