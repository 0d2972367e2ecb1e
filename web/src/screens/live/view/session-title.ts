import type { LiveState } from '@lemans/contract/live-state';
import { formatRemaining } from '../../../format/timing.ts';
import { t } from '../../../i18n/i18n.ts';
import type { RacePhase } from '../../../stores/race-phase.ts';

/**
 * The live hub's session line (spec part 1 §2 and §9), from the live state: the session's name, with
 * "(… restant)" while time is left in a race under way or in a halted replay; the phase beside it says the
 * rest (race-phase.ts). Null when no session is known.
 */
export function activeSessionTitle(
  state: Pick<LiveState, 'phase' | 'session_name' | 'remaining_s' | 'finish'>,
): string | null {
  const { phase, session_name: name } = state;
  if (!name || phase === 'none') return null;
  const counting = phase === 'running' || phase === 'paused' || phase === 'stopped';
  const remaining = counting && state.finish !== 'last-lap' ? formatRemaining(state.remaining_s) : null;
  return remaining ? t('live_hub.session_remaining', { name, remaining }) : name;
}

/**
 * What the session's name is read with by a screen reader, by the race's phase (race-phase.ts): the next
 * session before it starts, the session over once its result is out, the current one otherwise.
 */
export function sessionLabelOf(phase: Pick<RacePhase, 'kind'>): string {
  switch (phase.kind) {
    case 'scheduled':
      return t('live_hub.session_label_next');
    case 'provisional':
    case 'final':
      return t('live_hub.session_label_over');
    default:
      return t('live_hub.session_label');
  }
}
