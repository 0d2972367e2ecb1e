import { useT } from '../i18n/use-language.tsx';
import './replay-badge.css';

/** The 'Rediffusion' badge of the banner and the ranking and circuit headers; `place` tells them apart in tests. */
export function ReplayBadge({ place }: { place: 'bandeau' | 'hub' | 'classement' | 'circuit' }) {
  const t = useT();
  return (
    <span
      className="replay-badge"
      role="status"
      aria-label={t('replay_badge.text')}
      title={t('replay_badge.title')}
      data-testid={`replay-badge-${place}`}
    >
      <span aria-hidden="true">⏮ </span>
      {t('replay_badge.text')}
    </span>
  );
}
