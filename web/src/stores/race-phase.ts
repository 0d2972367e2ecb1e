import type { LiveState } from '@lemans/contract/live-state';
import type { CoreMessageId } from '../i18n/catalog-types.ts';
import { t } from '../i18n/i18n.ts';

/**
 * The phase of the race as a visitor reads it, from the one live state shown (live, a replay, time travel or
 * the TV delay: the state is already the moment shown's). The hub, the home page, the banner, the ticker, the
 * programme, the videos page and the ranking all say it from here, so that none can call a race over while
 * another still calls it live, nor name its end otherwise.
 *
 * The feed has one state for a red flag, which suspends the race: it is the 'suspended' phase. A safety car,
 * a virtual one or a full course yellow neutralise the race without stopping it: it is racing, under its flag.
 */

export type RacePhaseKind =
  | 'none'
  | 'scheduled'
  | 'racing'
  | 'suspended'
  | 'last-lap'
  | 'provisional'
  | 'final'
  | 'paused'
  | 'stopped';

/** The flag a race under way runs under. */
export type RunningFlag = 'green' | 'yellow' | 'red' | 'fcy' | 'sc' | 'vsc';

export interface RacePhase {
  kind: RacePhaseKind;
  /** Its name in the catalogs. */
  id: CoreMessageId;
  /** The flag while the race is under way (racing, suspended, last lap); null otherwise. */
  flag: RunningFlag | null;
  /** The race is under way at the moment shown: only then does a page say LIVE or « En direct ». */
  live: boolean;
}

const PHASE_IDS: Record<RacePhaseKind, CoreMessageId> = {
  none: 'race_phase.none',
  scheduled: 'race_phase.scheduled',
  racing: 'race_phase.racing',
  suspended: 'race_phase.suspended',
  'last-lap': 'race_phase.last_lap',
  provisional: 'race_phase.provisional',
  final: 'race_phase.final',
  // A halted replay is not the race's state: the replay's own words.
  paused: 'replay.paused',
  stopped: 'replay.stopped',
};

const FLAG_OF_STATE: Record<Exclude<NonNullable<LiveState['race_state']>, 'finished'>, RunningFlag> = {
  green: 'green',
  yellow: 'yellow',
  red: 'red',
  fcy: 'fcy',
  safety: 'sc',
  vsc: 'vsc',
};

/**
 * One object per phase and flag: a state whose clock alone moves gives the same phase, and the pages that
 * read it are not drawn again every second.
 */
const PHASES = new Map<string, RacePhase>();

function phaseOf(kind: RacePhaseKind, flag: RunningFlag | null = null): RacePhase {
  const key = `${kind}/${flag}`;
  let phase = PHASES.get(key);
  if (!phase) {
    phase = Object.freeze({ kind, id: PHASE_IDS[kind], flag, live: flag !== null });
    PHASES.set(key, phase);
  }
  return phase;
}

/**
 * The phase of `state`. A paused or stopped replay says so first (its race does not move, whatever it had
 * reached); then the end of the race as the live state reads it (the last lap once the time is up, the
 * provisional result from the leader's flag, the final one once every car has crossed); then the race
 * under way, under its flag (green when the feed gives none).
 */
export function racePhaseOf(state: Pick<LiveState, 'phase' | 'race_state' | 'finish'>): RacePhase {
  const { phase, race_state: raceState, finish } = state;
  if (phase === 'paused' || phase === 'stopped') return phaseOf(phase);
  if (phase === 'none') return phaseOf('none');
  if (finish === 'provisional') return phaseOf('provisional');
  if (finish === 'final' || phase === 'finished' || raceState === 'finished') return phaseOf('final');
  if (phase === 'scheduled') return phaseOf('scheduled');
  const flag = raceState ? FLAG_OF_STATE[raceState] : 'green';
  if (finish === 'last-lap') return phaseOf('last-lap', flag);
  return phaseOf(flag === 'red' ? 'suspended' : 'racing', flag);
}

/** The phase's name in the page's language. */
export function racePhaseText(phase: RacePhase): string {
  return t(phase.id);
}

/** The result is out (provisional or final): its winners may be named. */
export function hasResult(phase: RacePhase): boolean {
  return phase.kind === 'provisional' || phase.kind === 'final';
}
