import type { DomainEvent } from '@lemans/race';
import { describe, expect, it } from 'vitest';
import { projectEvent } from './project-event.ts';
import { emptyChanges, emptyModel } from './projection-model.ts';
import { reportEventOf } from './report-event-of.ts';
import type { StoredEvent } from './stored-event.ts';
import { testEntryRegistered } from './test-events.ts';

const stored = (event: DomainEvent, globalPosition = 7): StoredEvent => ({
  event,
  metadata: { raceTimeMs: 3_600_000, snapshotId: 's1', observedAt: '2025-06-14T15:00:00.000Z' },
  globalPosition,
  streamPosition: 1,
});

/** A session with car 38 of LMP2 registered: a class's lead names the class of the car's entry. */
function model() {
  const folded = emptyModel('course');
  projectEvent(
    folded,
    stored(
      testEntryRegistered('38', {
        team: 'Équipe',
        car: 'Oreca 07',
        brand: 'Oreca',
        category: 'LMP2',
        tyre: 'G',
        ranking: 20,
        classPosition: 2,
      }),
    ),
    emptyChanges(),
  );
  return folded;
}

const reported = (event: DomainEvent) => {
  const row = reportEventOf(model(), stored(event));
  return row && [row.event_type, row.number, row.lap_number, row.description];
};

describe('reportEventOf', () => {
  it('writes the row of a notable moment, in the French of its code', () => {
    expect(
      reportEventOf(
        model(),
        stored({ type: 'PitEntered', data: { number: '38', lap: 45, stop: 3, driverId: null } }),
      ),
    ).toEqual({
      event_position: 7,
      session_id: 'course',
      event_type: 'pitstop',
      number: '38',
      lap_number: 45,
      description: '#38 : arrêt au stand n°3 (tour 45)',
      race_time_ms: 3_600_000,
      occurred_at: new Date('2025-06-14T15:00:00.000Z'),
    });
  });

  it('tells a safety car or a virtual one from the other flags, and says nothing of the first state', () => {
    const flag = (from: 'green' | null, to: 'safety' | 'vsc' | 'red'): DomainEvent => ({
      type: 'RaceStateChanged',
      data: { from, to, flag: '' },
    });
    expect(reported(flag('green', 'safety'))?.[0]).toBe('safety_car');
    expect(reported(flag('green', 'vsc'))?.[0]).toBe('safety_car');
    expect(reported(flag('green', 'red'))?.[0]).toBe('race_state');
    expect(reported(flag(null, 'red'))).toBeNull();
  });

  it("reports a lead taken overall or in the car's class, not another change of place", () => {
    const moved = (to: number, classFrom: number, classTo: number): DomainEvent => ({
      type: 'PositionChanged',
      data: { number: '38', lap: 45, from: 20, to, classFrom, classTo },
    });
    expect(reported(moved(1, 2, 1))).toEqual(['position_change', '38', 45, '#38 prend la tête de la course']);
    expect(reported(moved(19, 2, 1))).toEqual(['position_change', '38', 45, '#38 prend la tête en LMP2']);
    expect(reported(moved(19, 3, 2))).toBeNull();
  });

  it('reports a retirement, a stop on track and a disqualification, not a car running again', () => {
    const car = (to: 'Retired' | 'Stopped' | 'Disqualified' | 'Running'): DomainEvent => ({
      type: 'CarStateChanged',
      data: { number: '38', lap: 45, from: 'Running', to },
    });
    expect(reported(car('Retired'))?.[0]).toBe('dnf');
    expect(reported(car('Stopped'))?.[0]).toBe('dnf');
    expect(reported(car('Disqualified'))?.[0]).toBe('disqualification');
    expect(reported(car('Running'))).toBeNull();
  });

  it("reports the race's and a class's fastest laps, not a car's own best", () => {
    const best = (scope: 'overall' | 'class' | 'personal'): DomainEvent => ({
      type: 'BestLapSet',
      data: { number: '38', lap: 45, timeMs: 210_000, scope, category: 'LMP2', driverId: null },
    });
    expect(reported(best('overall'))?.[0]).toBe('fastest_lap');
    expect(reported(best('class'))?.[0]).toBe('fastest_lap');
    expect(reported(best('personal'))).toBeNull();
  });

  it('reports nothing of the events with tables of their own', () => {
    expect(
      reported({
        type: 'PitExited',
        data: { number: '38', lap: 45, stop: 3, durationMs: 60_000, driverId: null },
      }),
    ).toBeNull();
    expect(reported({ type: 'SessionEnded', data: { raceTimeMs: 86_400_000 } })).toBeNull();
  });
});
