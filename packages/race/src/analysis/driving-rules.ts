import { HOUR_MS } from '@lemans/contract/timing';

/**
 * How long a driver may and must drive, per event and class, with where each figure comes from. Driving
 * time is checked against these by `driveTimesOfCar`; an event not listed here has no checks, and its drivers'
 * status is 'unknown'.
 */

export interface DrivingRules {
  /** The event and edition they belong to, as the pages name them. */
  event: string;
  /** The published text the figures come from. */
  source: string;
  byClass: Readonly<Record<string, ClassDrivingRules>>;
}

export interface ClassDrivingRules {
  /** The least a driver must drive in the race; null for none. */
  minTotalMs: number | null;
  /**
   * Who the minimum binds. The timing does not give a driver's FIA rating: a minimum that binds some ratings
   * only is shown as something to watch, never as broken.
   */
  minimumFor: 'every driver' | 'Bronze and Silver drivers' | null;
  /** The most a driver may drive in the race; null for no limit. */
  maxTotalMs: number | null;
  /** The most a driver may drive in any window of that length; null for no such rule. */
  window: { lengthMs: number; maxMs: number } | null;
}

const MINUTE = 60_000;

const LE_MANS_WINDOW = { lengthMs: 6 * HOUR_MS, maxMs: 4 * HOUR_MS };

/**
 * 24 Heures du Mans 2025: no driver may drive more than 4 hours in any 6, nor more than 14 hours in all;
 * Bronze and Silver drivers of LMP2 and LMGT3 must drive at least 6 hours (Platinum and Gold drivers have
 * no minimum); Hypercar drivers have none.
 */
export const LE_MANS_2025: DrivingRules = {
  event: '24 Heures du Mans 2025',
  source:
    'Règlement sportif FIA WEC 2025 et règlement particulier des 24 Heures du Mans 2025 (ACO) : temps de ' +
    'conduite maximal de 4 h sur toute période de 6 h et de 14 h au total ; minimum de 6 h pour les pilotes ' +
    'Bronze et Silver en LMP2 et LMGT3.',
  byClass: {
    HYPERCAR: { minTotalMs: null, minimumFor: null, maxTotalMs: 14 * HOUR_MS, window: LE_MANS_WINDOW },
    LMP2: {
      minTotalMs: 6 * HOUR_MS,
      minimumFor: 'Bronze and Silver drivers',
      maxTotalMs: 14 * HOUR_MS,
      window: LE_MANS_WINDOW,
    },
    LMGT3: {
      minTotalMs: 6 * HOUR_MS,
      minimumFor: 'Bronze and Silver drivers',
      maxTotalMs: 14 * HOUR_MS,
      window: LE_MANS_WINDOW,
    },
  },
};

/**
 * A six-hour FIA WEC race of 2025 (the 6 Hours of Spa-Francorchamps): every driver must drive at least 45
 * minutes to score points (lowered from 60 for 2025); the 2025 texts set no maximum this site can cite.
 */
export const WEC_SIX_HOURS_2025: DrivingRules = {
  event: 'FIA WEC 2025, course de 6 heures',
  source:
    'Règlement sportif FIA WEC 2025 (approuvé par le Conseil mondial du sport automobile le 17 octobre ' +
    '2024) : 45 minutes de conduite au moins pour marquer des points.',
  byClass: {
    HYPERCAR: { minTotalMs: 45 * MINUTE, minimumFor: 'every driver', maxTotalMs: null, window: null },
    LMGT3: { minTotalMs: 45 * MINUTE, minimumFor: 'every driver', maxTotalMs: null, window: null },
  },
};

/** What the rules of an event depend on: its stored facts (see RaceEventFacts). */
export interface RulesEvent {
  championship: string | null;
  season: number | null;
  circuitId: string | null;
  /** The race's scheduled length (s). */
  scheduledLengthS: number | null;
}

/**
 * The rules of a session's event, from the event's stored facts (never its name): Le Mans 2025 for the
 * 24-hour race of 2025 on the Circuit des 24 Heures; the six-hour rules for any six-hour FIA WEC round of
 * 2025 (Spa, Imola, São Paulo, Lone Star Le Mans, Fuji share them). Null for every other event, whose rules
 * are not written here, which the drive times then say rather than pass. They are a race's: a session
 * scheduled for another length than its event's race (a practice, a qualifying) is not given them.
 */
export function drivingRulesOf(
  event: RulesEvent | null,
  sessionScheduledS: number | null = null,
): DrivingRules | null {
  if (event?.season !== 2025 || event.scheduledLengthS === null) return null;
  if (sessionScheduledS !== null && sessionScheduledS !== event.scheduledLengthS) return null;
  const hours = (event.scheduledLengthS * 1000) / HOUR_MS;
  if (event.circuitId === 'le-mans' && hours === 24) return LE_MANS_2025;
  if (event.championship === 'FIA WEC' && hours === 6) return WEC_SIX_HOURS_2025;
  return null;
}
