import type { LiveAlert, ReportEventType } from '@lemans/contract';

/**
 * Which race-control alerts are current at the moment shown. A flag or a safety car holds until race
 * control announces the next state: only the latest race-state announcement is current (after the
 * chequered flag, « Voiture de sécurité en piste » is over). An abandonment is news for half an hour of
 * race, then the session report keeps it.
 */

/** Whether each report event type tells the track's state; every other alert is news of one car. */
const TELLS_RACE_STATE: Record<ReportEventType, boolean> = {
  race_state: true,
  safety_car: true,
  dnf: false,
  disqualification: false,
  fastest_lap: false,
  pitstop: false,
  position_change: false,
};

/** The alerts' types that tell the track's state. */
export const RACE_STATE_TYPES: ReadonlySet<string> = new Set(
  Object.entries(TELLS_RACE_STATE)
    .filter(([, tells]) => tells)
    .map(([type]) => type),
);
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
