import type { LiveAlert } from '@lemans/race';

/**
 * Which race-control alerts are current at the moment shown. A flag or a safety car holds until race
 * control announces the next state: only the latest race-state announcement is current (after the
 * chequered flag, « Voiture de sécurité en piste » is over). An abandonment is news for half an hour of
 * race, then the session report keeps it.
 */

/** The alerts' types that tell the track's state. */
export const RACE_STATE_TYPES: ReadonlySet<string> = new Set(['race_state', 'safety_car']);
export const ABANDON_CURRENT_MS = 30 * 60_000;

/** `alerts` newest first, as the API gives them; those reached by `raceTimeMs` and still current. */
export function currentAlerts(alerts: readonly LiveAlert[], raceTimeMs: number): LiveAlert[] {
  const reached = alerts.filter((alert) => alert.race_time <= raceTimeMs);
  const latestState = reached
    .filter((alert) => RACE_STATE_TYPES.has(alert.type))
    .reduce<LiveAlert | null>(
      (latest, alert) => (!latest || alert.race_time > latest.race_time ? alert : latest),
      null,
    );
  return reached.filter((alert) =>
    RACE_STATE_TYPES.has(alert.type)
      ? alert === latestState
      : raceTimeMs - alert.race_time < ABANDON_CURRENT_MS,
  );
}
