import { useSignals } from '@preact/signals-react/runtime';
import { now } from '../stores/clock.ts';
import { ageText } from './saved-frame.ts';
import { savedFrameShownAt } from './saved-frame-store.ts';
import './saved-frame-notice.css';

/** Above a live view shown from the frame kept by an earlier load: how old it is, until the network is back. */
export function SavedFrameNotice() {
  useSignals();
  const shownAt = savedFrameShownAt.value;
  if (shownAt === null) return null;
  return (
    <p className="saved-frame-notice" role="status">
      <strong>Hors connexion</strong> : dernier classement reçu {ageText(now.value - shownAt)}. Il se met à
      jour dès le retour du réseau.
    </p>
  );
}
