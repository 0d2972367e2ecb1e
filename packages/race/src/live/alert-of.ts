import { raceStateMessage } from './live-frame-from.ts';
import type { RaceState } from './parsed-snapshot.ts';
import { raceStateOf } from './race-state.ts';

/** A report event worth announcing, with the race state its domain event moved to (if any). */
export interface AlertRow {
  event_position: number;
  event_type: string;
  number: string | null;
  lap_number: number | null;
  description: string;
  race_time_ms: number;
  occurred_at: Date | string;
  to_state: string | null;
}

/** The report event types that race control announces to everyone, in the banner. */
export const ALERT_EVENT_TYPES = ['safety_car', 'race_state', 'dnf'] as const;

/**
 * What the race-control log lists: every flag, safety car, full course yellow and red flag, car stopped or
 * retired, disqualification, and fastest lap (the race's and each class's).
 */
export const RACE_CONTROL_EVENT_TYPES = [...ALERT_EVENT_TYPES, 'disqualification', 'fastest_lap'] as const;

export type AlertLevel = 'info' | 'warning' | 'danger';

export interface LiveAlert {
  id: number;
  type: string;
  level: AlertLevel;
  title: string;
  message: string;
  session_id: string;
  participant_number: string | null;
  lap_number: number | null;
  /** ms since the start, like the other times of the API. */
  race_time: number;
  created_at: string;
}

/** An entry of the race-control log: an alert, with the class of the car it names (null for a flag). */
export interface RaceControlEntry extends LiveAlert {
  category: string | null;
}

const RACE_STATE_ALERTS: Record<RaceState, { level: AlertLevel; title: string }> = {
  green: { level: 'info', title: 'Drapeau vert' },
  yellow: { level: 'warning', title: 'Drapeaux jaunes' },
  red: { level: 'danger', title: 'Drapeau rouge' },
  fcy: { level: 'warning', title: 'Full Course Yellow' },
  safety: { level: 'warning', title: 'Voiture de sécurité' },
  vsc: { level: 'warning', title: 'Voiture de sécurité virtuelle' },
  finished: { level: 'info', title: 'Drapeau à damier' },
};

/** A report event as the banner shows it: a French title, and a level that sets its colour. */
export function alertOf(sessionId: string, row: AlertRow): LiveAlert {
  const { level, title, fallbackMessage } = wordingOf(row);
  return {
    id: row.event_position,
    type: row.event_type,
    level,
    title,
    message: row.description.trim() || fallbackMessage,
    session_id: sessionId,
    participant_number: row.number,
    lap_number: row.lap_number,
    race_time: row.race_time_ms,
    created_at: new Date(row.occurred_at).toISOString(),
  };
}

function wordingOf(row: AlertRow): { level: AlertLevel; title: string; fallbackMessage: string } {
  const car = row.number ? `La voiture n°${row.number}` : 'Une voiture';
  if (row.event_type === 'dnf') {
    return { level: 'warning', title: 'Abandon', fallbackMessage: `${car} abandonne` };
  }
  if (row.event_type === 'disqualification') {
    return { level: 'danger', title: 'Disqualification', fallbackMessage: `${car} est disqualifiée` };
  }
  if (row.event_type === 'fastest_lap') {
    return { level: 'info', title: 'Meilleur tour', fallbackMessage: `${car} signe le meilleur tour` };
  }
  // A safety-car event whose domain event is missing still announces the safety car.
  const state = raceStateOf(row.to_state) ?? (row.event_type === 'safety_car' ? 'safety' : null);
  if (!state) {
    return {
      level: 'info',
      title: 'Direction de course',
      fallbackMessage: 'Changement de situation en piste',
    };
  }
  return { ...RACE_STATE_ALERTS[state], fallbackMessage: raceStateMessage(state) };
}
