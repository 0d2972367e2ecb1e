import type { LiveAlert } from '@lemans/contract';
import { describe, expect, it } from 'vitest';
import { ABANDON_CURRENT_MS, currentAlerts, RACE_STATE_TYPES } from './alerts-rules.ts';

const HOUR = 3_600_000;

const alert = (id: number, type: string, raceTimeMs: number): LiveAlert => ({
  id,
  type,
  level: 'warning',
  title: type,
  message: `Alerte ${id}`,
  code: 'race_control',
  values: {},
  session_id: 'race',
  participant_number: type === 'dnf' ? '12' : null,
  lap_number: null,
  race_time: raceTimeMs,
  created_at: '2025-06-15T04:00:00.000Z',
});

const ids = (alerts: LiveAlert[]) => alerts.map((entry) => entry.id);

it('takes the flags and the safety car, and nothing else, for the state of the track', () => {
  expect([...RACE_STATE_TYPES].sort()).toEqual(['race_state', 'safety_car']);
});

describe('currentAlerts', () => {
  // Newest first, as GET /api/live-alerts gives them.
  const race = [
    alert(6, 'race_state', 24 * HOUR + 173_000),
    alert(5, 'dnf', 12 * HOUR),
    alert(4, 'race_state', 11 * HOUR + 52 * 60_000),
    alert(3, 'dnf', 11 * HOUR + 30 * 60_000),
    alert(2, 'safety_car', 11 * HOUR + 12 * 60_000),
    alert(1, 'race_state', 3 * HOUR),
  ];
  const reachedBy = (ms: number) => race.filter((entry) => entry.race_time <= ms);

  it('keeps the safety car while it is out, with the abandonment of the last half hour', () => {
    const at = 11 * HOUR + 45 * 60_000;
    expect(ids(currentAlerts(reachedBy(at), at))).toEqual([3, 2]);
  });

  it('drops the safety car once the green flag is shown, and an abandonment after half an hour', () => {
    const at = 12 * HOUR + 10 * 60_000;
    expect(ids(currentAlerts(reachedBy(at), at))).toEqual([5, 4]);
    const later = 12 * HOUR + ABANDON_CURRENT_MS;
    expect(ids(currentAlerts(reachedBy(later), later))).toEqual([4]);
  });

  it('keeps the chequered flag alone after the finish', () => {
    const at = 24 * HOUR + 5 * 60_000;
    expect(ids(currentAlerts(reachedBy(at), at))).toEqual([6]);
  });

  it('has nothing to say before race control spoke', () => {
    expect(currentAlerts([], HOUR)).toEqual([]);
  });
});
