import { formatRaceTime } from '@lemans/contract/timing';
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../i18n/use-language.tsx';
import { timeTravelling } from '../../../stores/followed-session.ts';
import { delayInputOf, TV_DELAY_PRESETS_MS, tvDelayText } from '../../../stores/tv-delay-rules.ts';
import {
  delayedElapsedS,
  setTvDelay,
  syncTvDelay,
  tvDelayMs,
  tvDelayOn,
} from '../../../stores/tv-delay-store.ts';
import './tv-delay-control.css';

/**
 * The TV delay's setting, on the ranking and the live hub: fans watching the TV picture choose how far behind
 * the live race the timing is shown, from a preset, in seconds, or by pressing "Maintenant !" as the leader
 * crosses the line on screen. Folded away until opened; its summary says the delay in force.
 */
export function TvDelayControl() {
  useSignals();
  const t = useT();
  const id = useId();
  const delay = tvDelayMs.value;
  const shownElapsed = tvDelayOn.value ? delayedElapsedS.value : null;
  // What is typed, for the delay it was typed under: a preset or the sync puts the new delay in the field.
  const [field, setField] = useState({ delay, text: String(delay / 1000) });
  const typed = field.delay === delay ? field.text : String(delay / 1000);
  const [error, setError] = useState<string | null>(null);
  const [synced, setSynced] = useState('');

  const choose = (ms: number) => {
    setTvDelay(ms);
    setError(null);
    setSynced('');
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const input = delayInputOf(typed);
    if (!input.ok) {
      setError(input.error);
      return;
    }
    choose(input.ms);
  };
  const sync = () => {
    const set = syncTvDelay();
    setError(null);
    setSynced(set === null ? t('tv_delay.no_lap_yet') : t('tv_delay.set_to', { delay: tvDelayText(set) }));
  };

  return (
    <details className="tv-delay fold-panel" data-testid="tv-delay" data-elapsed={shownElapsed ?? ''}>
      <summary>{t('tv_delay.summary', { delay: tvDelayText(delay) })}</summary>
      <div className="tv-delay__body fold-panel__body">
        <fieldset className="tv-delay__presets">
          <legend className="visually-hidden">{t('tv_delay.presets')}</legend>
          {TV_DELAY_PRESETS_MS.map((ms) => (
            <button key={ms} type="button" aria-pressed={delay === ms} onClick={() => choose(ms)}>
              {tvDelayText(ms)}
            </button>
          ))}
        </fieldset>
        <form className="tv-delay__seconds" onSubmit={apply} noValidate>
          <label htmlFor={`${id}-seconds`}>{t('tv_delay.seconds')}</label>
          <input
            id={`${id}-seconds`}
            type="text"
            inputMode="numeric"
            size={4}
            value={typed}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setField({ delay, text: event.currentTarget.value })}
          />
          <button type="submit">{t('tv_delay.apply')}</button>
        </form>
        {error && (
          <p id={`${id}-error`} className="tv-delay__error" role="alert">
            {error}
          </p>
        )}
        <div className="tv-delay__sync">
          <p id={`${id}-sync`}>
            <strong>{t('tv_delay.sync_title')}</strong>
            {t('tv_delay.sync_help')}
          </p>
          <button type="button" aria-describedby={`${id}-sync`} onClick={sync}>
            {t('tv_delay.sync_button')}
          </button>
          <p className="tv-delay__synced" role="status">
            {synced}
          </p>
        </div>
        {delay > 0 && timeTravelling.value && <p className="muted">{t('tv_delay.travelling')}</p>}
        {shownElapsed !== null && (
          <p className="muted">{t('tv_delay.shown', { time: formatRaceTime(shownElapsed * 1000) })}</p>
        )}
      </div>
    </details>
  );
}
