import { formatRaceTime } from '@lemans/contract/timing';
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { Link } from 'wouter';
import { errorText } from '../../../api/error-text.ts';
import { useT } from '../../../i18n/use-language.tsx';
import { firstSecondOf, isPlaybackSpeed, PLAYBACK_SPEEDS } from '../../../stores/playback.ts';
import {
  pauseTravel,
  playTravel,
  seekTravel,
  setTravelSpeed,
  travelAt,
  travelError,
  travelFirst,
  travelLast,
  travelPlaying,
  travelSpeed,
} from '../../../stores/time-travel-store.ts';
import type { LiveViewPath } from './live-view-url.ts';
import { playingSessions } from './playing-sessions-store.ts';
import { backToLiveHrefOf } from './session-choice.ts';
import './live-view-tools.css';

/**
 * The time-travel controls of the ranking and circuit pages: the race-time slider (one-second steps up to the last moment
 * the session has data for), play / pause at a chosen speed, the moment shown, and the way back to live.
 */
export function TimeTravelBar({ session, path }: { session: string; path: LiveViewPath }) {
  useSignals();
  const t = useT();
  const id = useId();
  const at = travelAt.value;
  const last = travelLast.value;
  const playing = travelPlaying.value;
  const error = travelError.value;

  return (
    <section className="time-travel card" aria-label={t('time_travel.label')} data-testid="time-travel">
      {/* A player's controls run left to right on a right-to-left page too: time flows that way on every
          timeline and media player, and the circuit beside it is not mirrored either. */}
      <div className="time-travel__row" dir="ltr">
        <button
          type="button"
          className="time-travel__play"
          aria-label={t(playing ? 'time_travel.pause' : 'time_travel.play')}
          onClick={playing ? pauseTravel : playTravel}
          disabled={last === null}
        >
          <span aria-hidden="true">{playing ? '⏸' : '▶'}</span>
        </button>
        <output className="time-travel__time" aria-label={t('time_travel.shown')} htmlFor={`${id}-slider`}>
          {formatRaceTime(at)}
        </output>
        <input
          id={`${id}-slider`}
          className="time-travel__slider"
          type="range"
          aria-label={t('time_travel.race_time')}
          aria-valuetext={formatRaceTime(at)}
          min={firstSecondOf(travelFirst.value)}
          max={last ?? at}
          step={1000}
          value={at}
          disabled={last === null}
          onChange={(event) => seekTravel(Number(event.target.value))}
        />
        <span className="time-travel__end muted">{last === null ? '--:--:--' : formatRaceTime(last)}</span>
      </div>
      <div className="time-travel__row">
        <label htmlFor={`${id}-speed`}>{t('time_travel.speed')}</label>
        <select
          id={`${id}-speed`}
          value={travelSpeed.value}
          onChange={(event) => {
            const speed = Number(event.target.value);
            if (isPlaybackSpeed(speed)) setTravelSpeed(speed);
          }}
        >
          {PLAYBACK_SPEEDS.map((speed) => (
            <option key={speed} value={speed}>
              {speed}×
            </option>
          ))}
        </select>
        <Link href={backToLiveHrefOf(path, session, playingSessions.value)} className="time-travel__live">
          {t('time_travel.back_to_live')}
        </Link>
      </div>
      {error && (
        <p className="time-travel__error" role="alert">
          {error === 'no_answer' ? t('load_error.moment') : errorText(error)}
        </p>
      )}
    </section>
  );
}
