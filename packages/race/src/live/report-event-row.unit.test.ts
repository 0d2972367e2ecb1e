import { describe, expect, it } from 'vitest';
import { ALERT_EVENT_TYPES, RACE_CONTROL_EVENT_TYPES } from './report-event-row.ts';

describe('what race control announces', () => {
  it('puts flags, safety cars and cars out in the banner', () => {
    expect([...ALERT_EVENT_TYPES].sort()).toEqual(['dnf', 'race_state', 'safety_car']);
  });

  it('logs the banner’s types, disqualifications and fastest laps, not pit stops nor lead changes', () => {
    expect([...RACE_CONTROL_EVENT_TYPES].sort()).toEqual([
      'disqualification',
      'dnf',
      'fastest_lap',
      'race_state',
      'safety_car',
    ]);
  });
});
