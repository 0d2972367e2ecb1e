import { useSignals } from '@preact/signals-react/runtime';
import { tvDelayText } from '../stores/tv-delay-rules.ts';
import { delayedElapsedS, tvDelayMs, tvDelayOn } from '../stores/tv-delay-store.ts';
import './tv-delay-badge.css';

/**
 * The banner's reminder, on every page, that the live timing is shown behind the live race (the TV delay):
 * nobody must take a delayed ranking for the present. `data-elapsed` is the race time (s) of the frame shown.
 */
export function TvDelayBadge() {
  useSignals();
  if (!tvDelayOn.value) return null;
  const delay = tvDelayText(tvDelayMs.value);
  return (
    <span className="tv-delay-badge" data-testid="tv-delay-badge" data-elapsed={delayedElapsedS.value ?? ''}>
      <span aria-hidden="true">📺 </span>
      Différé TV {delay}
      <span className="visually-hidden">
        {' '}
        : le classement, le bandeau et les alertes sont affichés avec {delay} de retard sur le direct, comme à
        la télévision.
      </span>
    </span>
  );
}
