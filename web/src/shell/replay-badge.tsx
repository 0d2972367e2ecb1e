import { REPLAY_BADGE_TEXT, REPLAY_BADGE_TITLE } from './replay-badge-rule.ts';
import './replay-badge.css';

/** The 'Rediffusion' badge of the banner and the ranking and circuit headers; `place` tells them apart in tests. */
export function ReplayBadge({ place }: { place: 'bandeau' | 'classement' | 'circuit' }) {
  return (
    <span
      className="replay-badge"
      role="status"
      aria-label={REPLAY_BADGE_TEXT}
      title={REPLAY_BADGE_TITLE}
      data-testid={`replay-badge-${place}`}
    >
      <span aria-hidden="true">⏮ </span>
      {REPLAY_BADGE_TEXT}
    </span>
  );
}
