import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '../i18n/use-language.tsx';
import { now } from '../stores/clock.ts';
import { ageText } from './saved-frame.ts';
import { savedFrameShownAt } from './saved-frame-store.ts';
import './saved-frame-notice.css';

/** Above a live view shown from the frame kept by an earlier load: how old it is, until the network is back. */
export function SavedFrameNotice() {
  useSignals();
  const t = useT();
  const shownAt = savedFrameShownAt.value;
  if (shownAt === null) return null;
  return (
    <p className="saved-frame-notice" role="status">
      <strong>{t('offline.title')}</strong>
      {t('offline.text', { age: ageText(now.value - shownAt) })}
    </p>
  );
}
