import type { LiveState } from '@lemans/race/live-state';
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

const FLAGS: Record<Exclude<FlagKind, 'halted'>, BannerFlag> = {
  green: { kind: 'green', text: 'Vert', description: 'Drapeau vert' },
  yellow: { kind: 'yellow', text: 'Jaune', description: 'Drapeaux jaunes' },
  red: { kind: 'red', text: 'Rouge', description: 'Drapeau rouge : course interrompue' },
  fcy: { kind: 'fcy', text: 'FCY', description: 'Full Course Yellow : course neutralisée' },
  sc: { kind: 'sc', text: 'SC', description: 'Voiture de sécurité en piste' },
  vsc: { kind: 'vsc', text: 'VSC', description: 'Voiture de sécurité virtuelle' },
  chequered: { kind: 'chequered', text: 'Terminé', description: 'Drapeau à damier : résultat final' },
};

/** From the leader's flag until every car in the race has crossed the line. */
const PROVISIONAL: BannerFlag = {
  kind: 'chequered',
  text: 'Arrivée',
  description: 'Drapeau à damier : résultat provisoire',
};

const KIND_OF_STATE: Record<NonNullable<LiveState['race_state']>, keyof typeof FLAGS> = {
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
  if (state.finish === 'provisional') return PROVISIONAL;
  if (state.phase === 'finished') return FLAGS.chequered;
  if (state.phase !== 'running') return null;
  return FLAGS[state.race_state ? KIND_OF_STATE[state.race_state] : 'green'];
}
