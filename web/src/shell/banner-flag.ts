import { haltedReplayText, type ReplayState } from '../stores/replay-state.ts';

/**
 * The race-state flag of the banner's session bar (spec part 1 §4): green, yellow, red, SC, VSC, and a
 * chequered 'Terminé' once the race or session is over. The state comes from the weather feed and defaults
 * to green (the race is active) when the feed gives an unknown value. A paused or stopped replay shows no
 * flag but says so: its race is not running.
 */

export type FlagKind = 'green' | 'yellow' | 'red' | 'sc' | 'vsc' | 'chequered' | 'halted';

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
  sc: { kind: 'sc', text: 'SC', description: 'Voiture de sécurité en piste' },
  vsc: { kind: 'vsc', text: 'VSC', description: 'Voiture de sécurité virtuelle' },
  chequered: { kind: 'chequered', text: 'Terminé', description: 'Drapeau à damier' },
};

const KIND_OF_STATE: Record<string, keyof typeof FLAGS> = {
  green: 'green',
  yellow: 'yellow',
  red: 'red',
  safety: 'sc',
  sc: 'sc',
  vsc: 'vsc',
  finished: 'chequered',
};

/**
 * The flag for a race state and the live session status; null while nothing is known (no weather state
 * and no active session).
 */
export function bannerFlagOf(
  raceState: unknown,
  sessionStatus: string,
  replayState: ReplayState | null = null,
): BannerFlag | null {
  const halted = haltedReplayText(replayState);
  if (halted) return { kind: 'halted', text: halted, description: halted };
  if (sessionStatus === 'ended') return FLAGS.chequered;
  const state = typeof raceState === 'string' ? raceState.trim().toLowerCase() : '';
  const kind = KIND_OF_STATE[state];
  if (kind) return FLAGS[kind];
  return state !== '' || sessionStatus === 'active' ? FLAGS.green : null;
}
