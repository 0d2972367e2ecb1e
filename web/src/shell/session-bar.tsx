import { useSignals } from '@preact/signals-react/runtime';
import { formatRemaining } from '../format/timing.ts';
import { now } from '../stores/clock.ts';
import { sessionName, sessionStatus } from '../stores/live-store.ts';
import { replayStateOf } from '../stores/replay-state.ts';
import { remainingSeconds, weather, weatherDisplay } from '../stores/weather-store.ts';
import { bannerFlagOf } from './banner-flag.ts';
import { ReplayBadge } from './replay-badge.tsx';
import { showsReplayBadge } from './replay-badge-rule.ts';

/**
 * The banner's slim session bar: session name, remaining time, race-state flag, and a clock ticking every
 * second, and the 'Rediffusion' badge when the session shown is a replay. The weather feed names the session;
 * the live frames do when it has not answered yet. A paused or stopped replay says so instead of a flag.
 */
export function SessionBar() {
  useSignals();
  const name = weatherDisplay.value?.sessionName ?? sessionName.value;
  const left = remainingSeconds.value;
  const flag = bannerFlagOf(weather.value?.race_state, sessionStatus.value, replayStateOf(weather.value));
  const time = new Date(now.value);

  return (
    <div className="session-bar">
      <span className="session-bar__name">{name ?? 'Aucune session active'}</span>
      {showsReplayBadge(weather.value) && <ReplayBadge place="bandeau" />}
      {left !== null && (
        <span className="session-bar__remaining">
          <span className="session-bar__caption">Restant</span> {formatRemaining(left)}
        </span>
      )}
      {flag && (
        <span className={`race-flag flag-${flag.kind}`} title={flag.description}>
          <span className="race-flag__swatch" aria-hidden="true" />
          {flag.text}
          <span className="visually-hidden"> : {flag.description}</span>
        </span>
      )}
      <time className="session-bar__clock" dateTime={time.toISOString()}>
        {time.toLocaleTimeString('fr-FR')}
      </time>
    </div>
  );
}
