import type { DomainEvent } from '@lemans/race';
import { describe, expect, it } from 'vitest';
import { projectEvent, projectEvents } from './project-event.ts';
import { emptyChanges, emptyModel, type ProjectionModel } from './projection-model.ts';
import {
  checkpointDue,
  modelOfCheckpoint,
  PROJECTION_VERSION,
  stateCheckpointOf,
} from './state-checkpoint.ts';
import type { StoredEvent } from './stored-event.ts';
import { testEntryRegistered, testLapCompleted } from './test-events.ts';

const START_MS = Date.UTC(2025, 5, 14, 14);
const MINUTE_MS = 60_000;
/** The tests' own interval: the production one is a tuning choice. */
const INTERVAL_MS = 5 * MINUTE_MS;

function entry(number: string, entryId: number, ranking: number): DomainEvent {
  return testEntryRegistered(number, {
    entryId,
    drivers: [{ driverId: entryId * 10, number: 1, firstName: 'Jean', lastName: 'Pilote', country: 'FRA' }],
    ranking,
    classPosition: ranking,
    driverId: entryId * 10,
  });
}

function lap(number: string, lapNumber: number, position: number, driverId: number): DomainEvent {
  return testLapCompleted(number, lapNumber, {
    driverId,
    position,
    classPosition: position,
    gapMs: position === 1 ? 0 : 2_000,
  });
}

/** A short session: two cars, a pit stop across a boundary, then a gap of several boundaries. */
const EVENTS: [number, DomainEvent][] = [
  [
    0,
    {
      type: 'SessionStarted',
      data: {
        organiserSessionId: 1,
        name: 'Course',
        sessionType: 'RACE',
        eventName: '24 Heures du Mans',
        replay: false,
        startTimeMs: START_MS,
        durationS: 86_400,
      },
    },
  ],
  [0, entry('83', 1, 1)],
  [0, entry('6', 2, 2)],
  [3.5 * MINUTE_MS, lap('83', 1, 1, 10)],
  [5 * MINUTE_MS, { type: 'PitEntered', data: { number: '6', lap: 1, stop: 1, driverId: 20 } }],
  [10 * MINUTE_MS, { type: 'RaceStateChanged', data: { from: 'green', to: 'safety', flag: 'SC' } }],
  [
    11 * MINUTE_MS,
    { type: 'PitExited', data: { number: '6', lap: 1, stop: 1, durationMs: 360_000, driverId: 21 } },
  ],
  [12 * MINUTE_MS, lap('6', 2, 1, 21)],
  [
    35 * MINUTE_MS,
    { type: 'CarStateChanged', data: { number: '83', lap: 1, from: 'Running', to: 'Retired' } },
  ],
];

const stored: StoredEvent[] = EVENTS.map(([raceTimeMs, event], i) => ({
  event,
  metadata: {
    raceTimeMs,
    snapshotId: `t${raceTimeMs}`,
    observedAt: new Date(START_MS + raceTimeMs).toISOString(),
  },
  globalPosition: 100 + i,
  streamPosition: i + 1,
}));

function foldAll(events: readonly StoredEvent[], model = emptyModel('s')): ProjectionModel {
  const changes = emptyChanges();
  for (const event of events) projectEvent(model, event, changes);
  return model;
}

describe('checkpointDue', () => {
  const model = (raceTimeMs: number, started = true) => ({
    ...emptyModel('s'),
    raceTimeMs,
    session: started ? foldAll(stored.slice(0, 1)).session : null,
  });

  it('is due for the last boundary reached when an event passes it', () => {
    expect(checkpointDue(model(9 * MINUTE_MS), 10 * MINUTE_MS + 1, INTERVAL_MS)).toBe(10 * MINUTE_MS);
    expect(checkpointDue(model(10 * MINUTE_MS), 10 * MINUTE_MS + 1, INTERVAL_MS)).toBe(10 * MINUTE_MS);
  });

  it('waits while events stay at or before the next boundary', () => {
    expect(checkpointDue(model(9 * MINUTE_MS), 10 * MINUTE_MS, INTERVAL_MS)).toBeNull();
    expect(checkpointDue(model(10 * MINUTE_MS + 1), 14 * MINUTE_MS, INTERVAL_MS)).toBeNull();
  });

  it('takes one checkpoint, the latest boundary, across a gap in the data', () => {
    expect(checkpointDue(model(12 * MINUTE_MS), 35 * MINUTE_MS, INTERVAL_MS)).toBe(30 * MINUTE_MS);
  });

  it('takes none before the session has started', () => {
    expect(checkpointDue(model(0, false), 35 * MINUTE_MS, INTERVAL_MS)).toBeNull();
  });
});

describe('projectEvents', () => {
  it('takes a checkpoint at each boundary the events pass, holding every event up to it', () => {
    const changes = emptyChanges();
    projectEvents(emptyModel('s'), stored, changes, INTERVAL_MS);
    expect(changes.checkpoints.map(({ raceTimeMs, streamPosition }) => [raceTimeMs, streamPosition])).toEqual(
      [
        [0, 3],
        [5 * MINUTE_MS, 5],
        [10 * MINUTE_MS, 6],
        [30 * MINUTE_MS, 8],
      ],
    );
    expect(changes.checkpoints.every((checkpoint) => checkpoint.version === PROJECTION_VERSION)).toBe(true);
  });

  it('continues from any checkpoint to the same model as a fold from the start', () => {
    const changes = emptyChanges();
    projectEvents(emptyModel('s'), stored, changes, INTERVAL_MS);
    const whole = foldAll(stored);
    for (const checkpoint of changes.checkpoints) {
      const restored = modelOfCheckpoint(JSON.parse(checkpoint.state));
      expect(restored).toEqual(foldAll(stored.slice(0, checkpoint.streamPosition)));
      expect(foldAll(stored.slice(checkpoint.streamPosition), restored)).toEqual(whole);
    }
  });

  it('keeps in a checkpoint what the fold needs to go on: the open stop, the session dates', () => {
    const model = foldAll(stored.slice(0, 5));
    const restored = modelOfCheckpoint(JSON.parse(stateCheckpointOf(model, 10 * MINUTE_MS).state));
    expect(restored.cars.get('6')?.openStop).toMatchObject({
      stop_number: 1,
      entered_race_ms: 5 * MINUTE_MS,
    });
    expect(restored.session?.start_time).toEqual(new Date(START_MS));
    expect(restored.session?.created_at).toBeInstanceOf(Date);
  });
});
