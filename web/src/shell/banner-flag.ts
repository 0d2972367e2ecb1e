import type { LiveState } from '@lemans/race/live-state';
import type { CoreMessageId } from '../i18n/catalog-types.ts';
import { t } from '../i18n/i18n.ts';
import { haltedReplayText } from '../stores/replay-state.ts';

/**
 * The race-state flag of the banner's session bar (spec part 1 §4), from the live state: green, yellow, red,
 * SC, VSC while the race runs (green when its state is unknown), a chequered 'Arrivée' from the leader's
 * flag while the others finish their lap, 'Terminé' once the result is final,
 * and no flag but what a paused or stopped replay is: its race is not running.
 */

export type FlagKind = 'green' | 'yellow' | 'red' | 'fcy' | 'sc' | 'vsc' | 'chequered' | 'halted';

export interface BannerFlag {
  kind: FlagKind;
  /** What the bar shows. */
  text: string;
  /** The full meaning, for assistive technologies and the tooltip. */
  description: string;
}

type ShownKind = Exclude<FlagKind, 'halted'>;

/** Each flag's text and description, as message ids. */
const FLAGS: Record<ShownKind, { text: CoreMessageId; description: CoreMessageId }> = {
  green: { text: 'flag.green', description: 'flag.green_description' },
  yellow: { text: 'flag.yellow', description: 'flag.yellow_description' },
  red: { text: 'flag.red', description: 'flag.red_description' },
  fcy: { text: 'flag.fcy', description: 'flag.fcy_description' },
  sc: { text: 'flag.sc', description: 'flag.sc_description' },
  vsc: { text: 'flag.vsc', description: 'flag.vsc_description' },
  chequered: { text: 'flag.chequered', description: 'flag.chequered_description' },
};

function flagOf(kind: ShownKind): BannerFlag {
  return { kind, text: t(FLAGS[kind].text), description: t(FLAGS[kind].description) };
}

const KIND_OF_STATE: Record<NonNullable<LiveState['race_state']>, ShownKind> = {
  green: 'green',
  yellow: 'yellow',
  red: 'red',
  fcy: 'fcy',
  safety: 'sc',
  vsc: 'vsc',
  finished: 'chequered',
};

/** The flag of the live state; null while no race runs nor has run (no session, or not started). */
export function bannerFlagOf(state: Pick<LiveState, 'phase' | 'race_state' | 'finish'>): BannerFlag | null {
  const halted = haltedReplayText(state.phase);
  if (halted) return { kind: 'halted', text: halted, description: halted };
  // From the leader's flag until every car in the race has crossed the line.
  if (state.finish === 'provisional')
    return { kind: 'chequered', text: t('flag.finish'), description: t('flag.finish_description') };
  if (state.phase === 'finished') return flagOf('chequered');
  if (state.phase !== 'running') return null;
  return flagOf(state.race_state ? KIND_OF_STATE[state.race_state] : 'green');
}
