import type { DomainEvent } from '@lemans/race';
import { describe, expect, it } from 'vitest';
import { projectEvent } from './project-event.ts';
import { emptyChanges, emptyModel, type ProjectionModel } from './projection-model.ts';
import { testEntryRegistered, testLapCompleted } from './test-events.ts';

const registered = (ranking: number): DomainEvent =>
  testEntryRegistered('51', { ranking, classPosition: ranking });

const lap = (lapNumber: number, position: number | null): DomainEvent =>
  testLapCompleted('51', lapNumber, {
    timed: position !== null,
    timeMs: position === null ? null : 210_000,
    position,
    classPosition: position,
  });

const moved = (from: number, to: number): DomainEvent => ({
  type: 'PositionChanged',
  data: { number: '51', lap: 1, from, to, classFrom: from, classTo: to },
});

function placesGainedAfter(events: DomainEvent[]): number | undefined {
  const model: ProjectionModel = emptyModel('s');
  const changes = emptyChanges();
  events.forEach((event, index) => {
    const metadata = {
      raceTimeMs: index * 1_000,
      snapshotId: `t${index}`,
      observedAt: new Date(0).toISOString(),
    };
    projectEvent(model, { event, metadata, globalPosition: index + 1, streamPosition: index + 1 }, changes);
  });
  return model.cars.get('51')?.standing.position_change;
}

describe('places gained', () => {
  it('are counted over the last lap, from the place at the line before', () => {
    expect(placesGainedAfter([registered(5)])).toBe(0);
    expect(placesGainedAfter([registered(5), lap(1, 3)])).toBe(2);
    expect(placesGainedAfter([registered(5), lap(1, 3), lap(2, 4)])).toBe(-1);
  });

  it('do not move with the places changed between two crossings, only at the line', () => {
    expect(placesGainedAfter([registered(5), lap(1, 3), moved(3, 1)])).toBe(2);
    expect(placesGainedAfter([registered(5), lap(1, 3), moved(3, 1), lap(2, 1)])).toBe(2);
  });

  it('wait for a crossing with a place: a lap between two documents has none', () => {
    expect(placesGainedAfter([registered(5), lap(1, 3), lap(2, null)])).toBe(2);
    expect(placesGainedAfter([registered(5), lap(1, 3), lap(2, null), lap(3, 6)])).toBe(-3);
  });
});
