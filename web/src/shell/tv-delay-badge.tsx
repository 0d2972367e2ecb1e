import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '../i18n/use-language.tsx';
import { tvDelayText } from '../stores/tv-delay-rules.ts';
import { delayedElapsedS, tvDelayMs, tvDelayOn } from '../stores/tv-delay-store.ts';
import './tv-delay-badge.css';

/**
 * The banner's reminder, on every page, that the live timing is shown behind the live race (the TV delay):
 * nobody must take a delayed ranking for the present. `data-elapsed` is the race time (s) of the frame shown.
 */
export function TvDelayBadge() {
  useSignals();
  const t = useT();
  if (!tvDelayOn.value) return null;
  const delay = tvDelayText(tvDelayMs.value);
  return (
    <span className="tv-delay-badge" data-testid="tv-delay-badge" data-elapsed={delayedElapsedS.value ?? ''}>
      <span aria-hidden="true">📺 </span>
      {t('tv_delay.badge', { delay })}
      <span className="visually-hidden"> {t('tv_delay.badge_description', { delay })}</span>
    </span>
  );
}
