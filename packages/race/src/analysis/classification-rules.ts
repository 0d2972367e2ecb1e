import type { RulesEvent } from './driving-rules.ts';

/**
 * Who is classified at the flag, per event, with where the figure comes from. An event not listed here has
 * no distance rule: its cars that took the flag are all classified, and the table says the rule is unknown.
 */
export interface ClassificationRules {
  /** Share of the winner's laps a car must have covered to be classified. */
  minDistanceShare: number;
  /** The published text the figure comes from. */
  source: string;
}

const LE_MANS_2025: ClassificationRules = {
  minDistanceShare: 0.7,
  source:
    'Règlement particulier des 24 Heures du Mans 2025 (ACO) : ne sont pas classées les voitures qui ne ' +
    "franchissent pas la ligne d'arrivée à l'issue de la course ou qui n'ont pas parcouru 70 % de la " +
    'distance du vainqueur.',
};

const WEC_2025: ClassificationRules = {
  minDistanceShare: 0.7,
  source:
    'Règlement sportif FIA WEC 2025 : ne sont pas classées les voitures qui ne franchissent pas la ligne ' +
    "d'arrivée à l'issue de la course ou qui n'ont pas parcouru 70 % de la distance du vainqueur.",
};

/**
 * The classification rules of a session's event, from the event's stored facts (never its name), as the
 * driving rules are chosen: Le Mans 2025 for the 24-hour race of 2025 at Le Mans, the FIA WEC's for its other
 * 2025 rounds; a session scheduled for another length than its event's race is no race and has none.
 */
export function classificationRulesOf(
  event: RulesEvent | null,
  sessionScheduledS: number | null = null,
): ClassificationRules | null {
  if (event?.season !== 2025 || event.scheduledLengthS === null) return null;
  if (sessionScheduledS !== null && sessionScheduledS !== event.scheduledLengthS) return null;
  if (event.circuitId === 'le-mans' && event.scheduledLengthS === 24 * 3600) return LE_MANS_2025;
  if (event.championship === 'FIA WEC') return WEC_2025;
  return null;
}
