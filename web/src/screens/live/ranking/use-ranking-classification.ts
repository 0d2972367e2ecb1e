import type { RaceFinish } from '@lemans/contract/live-state';
import { useEffect, useState } from 'react';
import { useSessionRaceEvent } from '../../../components/use-session-race-event.ts';
import type { ShownRow } from '../../../stores/live-rules.ts';
import type { RankingClassification } from './ranking-classification.ts';

type ClassificationModule = typeof import('./ranking-classification.ts');

/** Loaded once for the page's life, by the first ranking that needs it. */
let loading: Promise<ClassificationModule> | null = null;

/**
 * The ranking's classification once the flag is out (null before it, and for the moment the code takes to
 * load). The classification's rules and code are loaded only then: most of a race is watched before the
 * flag, on the phone that opened the site on the ranking. A load that fails (the network gone) keeps the
 * timing's order, and is tried again at the next frame.
 */
export function useRankingClassification(
  rows: readonly ShownRow[],
  finish: RaceFinish | null,
  sessionId: string | null,
  sessionDurationS: number | null | undefined,
): RankingClassification | null {
  const flagged = finish === 'provisional' || finish === 'final';
  // The event's distance rule is only needed once the flag is out: asked then, once per session.
  const event = useSessionRaceEvent(flagged ? sessionId : null);
  const [code, setCode] = useState<ClassificationModule | null>(null);
  useEffect(() => {
    if (!flagged || code) return;
    let current = true;
    loading ??= import('./ranking-classification.ts');
    loading.then(
      (module) => {
        if (current) setCode(module);
      },
      () => {
        loading = null;
      },
    );
    return () => {
      current = false;
    };
  });
  if (!code) return null;
  return code.rankingClassificationOf(rows, finish, code.rankingRulesOf(event, sessionDurationS));
}
