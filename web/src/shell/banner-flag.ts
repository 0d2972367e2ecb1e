import type { LiveState } from '@lemans/contract/live-state';
import type { CoreMessageId } from '../i18n/catalog-types.ts';
import { t } from '../i18n/i18n.ts';
import { type RacePhase, type RunningFlag, racePhaseOf, racePhaseText } from '../stores/race-phase.ts';

/**
 * The race-state flag of the banner's session bar (spec part 1 §4), from the race's phase (race-phase.ts):
 * green, yellow, red, SC, VSC while the race runs (green when its state is unknown), the chequered flag
 * named as every page names the result, « Résultat provisoire » from the leader's flag while the others
 * finish their lap, « Résultat final » once every car has crossed, and no flag but what a paused or stopped
 * replay is: its race is not running.
 */

export type FlagKind = 'green' | 'yellow' | 'red' | 'fcy' | 'sc' | 'vsc' | 'chequered' | 'halted';

export interface BannerFlag {
  kind: FlagKind;
  /** What the bar shows. */
  text: string;
  /** The full meaning, for assistive technologies and the tooltip. */
  description: string;
}

/** Each flag's text and description, as message ids. */
const FLAGS: Record<RunningFlag, { text: CoreMessageId; description: CoreMessageId }> = {
  green: { text: 'flag.green', description: 'flag.green_description' },
  yellow: { text: 'flag.yellow', description: 'flag.yellow_description' },
  red: { text: 'flag.red', description: 'flag.red_description' },
  fcy: { text: 'flag.fcy', description: 'flag.fcy_description' },
  sc: { text: 'flag.sc', description: 'flag.sc_description' },
  vsc: { text: 'flag.vsc', description: 'flag.vsc_description' },
};

function flagOf(kind: RunningFlag): BannerFlag {
  return { kind, text: t(FLAGS[kind].text), description: t(FLAGS[kind].description) };
}

/** The flag a phase shows; null while no race runs nor has run (no session, or not started). */
export function bannerFlagOfPhase(phase: RacePhase): BannerFlag | null {
  const text = racePhaseText(phase);
  switch (phase.kind) {
    case 'paused':
    case 'stopped':
      return { kind: 'halted', text, description: text };
    case 'provisional':
      return { kind: 'chequered', text, description: t('flag.finish_description') };
    case 'final':
      return { kind: 'chequered', text, description: t('flag.chequered_description') };
    default:
      return phase.flag ? flagOf(phase.flag) : null;
  }
}

/** The flag of the live state. */
export function bannerFlagOf(state: Pick<LiveState, 'phase' | 'race_state' | 'finish'>): BannerFlag | null {
  return bannerFlagOfPhase(racePhaseOf(state));
}
