import { useSignals } from '@preact/signals-react/runtime';
import { liveState } from '../../../stores/live-state-store.ts';
import { rankingFlagOf } from './ranking-flag.ts';
import { neutralisationOf } from './ranking-view.ts';

/**
 * The ranking header's flag and neutralisation badges. On their own: the live state they read changes every
 * second (its clock), and only they, not the whole page and its table, render again for it.
 */
export function RankingFlagBadges() {
  useSignals();
  const flag = rankingFlagOf(liveState.value);
  const neutralisation = neutralisationOf(liveState.value);
  return (
    <>
      {flag && <span className={`flag-badge ${flag.kind}`}>{flag.text}</span>}
      {neutralisation && (
        <span className={`neutral-badge ${neutralisation.kind}`} title={neutralisation.description}>
          {neutralisation.text}
        </span>
      )}
    </>
  );
}
