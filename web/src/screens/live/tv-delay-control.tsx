import { formatRaceTime } from '@lemans/race/timing';
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useId, useState } from 'react';
import { timeTravelling } from '../../stores/followed-session.ts';
import { delayInputOf, TV_DELAY_PRESETS_MS, tvDelayText } from '../../stores/tv-delay-rules.ts';
import {
  delayedElapsedS,
  setTvDelay,
  syncTvDelay,
  tvDelayMs,
  tvDelayOn,
} from '../../stores/tv-delay-store.ts';
import './tv-delay-control.css';

/** Every French text of the TV delay's control. */
const TEXT = {
  title: 'Différé TV',
  presets: 'Différés proposés',
  seconds: 'Différé en secondes',
  apply: 'Appliquer',
  syncTitle: 'Synchroniser avec la télé',
  syncHelp: 'appuyez quand vous voyez le leader franchir la ligne à l’écran.',
  syncButton: 'Maintenant !',
  noLapYet:
    'Aucun passage du leader reçu pour l’instant : attendez qu’il boucle un tour en direct, puis réessayez.',
  shown: 'Heure de course affichée',
  travelling: 'Différé suspendu : un moment passé de la course est affiché.',
} as const;

/**
 * The TV delay's setting, on the ranking and the live hub: fans watching the TV picture choose how far behind
 * the live race the timing is shown, from a preset, in seconds, or by pressing "Maintenant !" as the leader
 * crosses the line on screen. Folded away until opened; its summary says the delay in force.
 */
export function TvDelayControl() {
  useSignals();
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
    setSynced(set === null ? TEXT.noLapYet : `Différé réglé à ${tvDelayText(set)}`);
  };

  return (
    <details className="tv-delay fold-panel" data-testid="tv-delay" data-elapsed={shownElapsed ?? ''}>
      <summary>
        {TEXT.title} : {tvDelayText(delay)}
      </summary>
      <div className="tv-delay__body fold-panel__body">
        <fieldset className="tv-delay__presets">
          <legend className="visually-hidden">{TEXT.presets}</legend>
          {TV_DELAY_PRESETS_MS.map((ms) => (
            <button key={ms} type="button" aria-pressed={delay === ms} onClick={() => choose(ms)}>
              {tvDelayText(ms)}
            </button>
          ))}
        </fieldset>
        <form className="tv-delay__seconds" onSubmit={apply} noValidate>
          <label htmlFor={`${id}-seconds`}>{TEXT.seconds}</label>
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
          <button type="submit">{TEXT.apply}</button>
        </form>
        {error && (
          <p id={`${id}-error`} className="tv-delay__error" role="alert">
            {error}
          </p>
        )}
        <div className="tv-delay__sync">
          <p id={`${id}-sync`}>
            <strong>{TEXT.syncTitle}</strong> : {TEXT.syncHelp}
          </p>
          <button type="button" aria-describedby={`${id}-sync`} onClick={sync}>
            {TEXT.syncButton}
          </button>
          <p className="tv-delay__synced" role="status">
            {synced}
          </p>
        </div>
        {delay > 0 && timeTravelling.value && <p className="muted">{TEXT.travelling}</p>}
        {shownElapsed !== null && (
          <p className="muted">
            {TEXT.shown} : {formatRaceTime(shownElapsed * 1000)}
          </p>
        )}
      </div>
    </details>
  );
}
