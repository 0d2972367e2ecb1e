import type { LiveState } from '@lemans/race/live-state';
import { formatRemaining } from '../../format/timing.ts';
import { t } from '../../i18n/i18n.ts';
import { haltedReplayText } from '../../stores/replay-state.ts';

/**
 * The live hub's session line (spec part 1 §2 and §9), from the live state: the session's name, with
 * "(… restant)" when time is left, "(dernier tour)" once it is up, and what a paused or stopped replay is;
 * null when no session runs.
 */
export function activeSessionTitle(
  state: Pick<LiveState, 'phase' | 'session_name' | 'remaining_s' | 'finish'>,
): string | null {
  const { phase, session_name: name } = state;
  if (!name || (phase !== 'running' && phase !== 'paused' && phase !== 'stopped')) return null;
  const remaining = formatRemaining(state.remaining_s);
  const title =
    state.finish === 'last-lap'
      ? t('live_hub.session_last_lap', { name })
      : remaining
        ? t('live_hub.session_remaining', { name, remaining })
        : name;
  const halted = haltedReplayText(phase);
  return halted ? `${title} — ${halted}` : title;
}
