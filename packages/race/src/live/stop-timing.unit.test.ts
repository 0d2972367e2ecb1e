import { describe, expect, it } from 'vitest';
import type { MeasuredStop } from '../snapshot/measured-stops.ts';
import { diff } from './diff.ts';
import type { DomainEvent } from './events.ts';
import type { ParsedSnapshot } from './parsed-snapshot.ts';
import { evolve, initialSessionState, type SessionState } from './session-state.ts';
import { carEntry, documentAt, LAP } from './test-documents.ts';

/**
 * How a stop is timed: by the polls that saw the car go in and come out, each up to one interval between
 * documents late, or by the source where it times stops (an import's file), exactly.
 */

const T0 = 10 * LAP + 60_000;

type PitEvent = Extract<DomainEvent, { type: 'PitEntered' | 'PitExited' }>;

/** Applies the documents in turn, as ingest does (each knowing the race time of the one before). */
function pitEventsOf(documents: ParsedSnapshot[]): PitEvent[] {
  const state: SessionState = initialSessionState();
  let previous: number | null = null;
  const events: PitEvent[] = [];
  for (const document of documents) {
    for (const event of diff(state, document, previous)) {
      evolve(state, event, { raceTimeMs: document.elapsedMs });
      if (event.type === 'PitEntered' || event.type === 'PitExited') events.push(event);
    }
    previous = document.elapsedMs;
  }
  return events;
}

const pitExitsOf = (documents: ParsedSnapshot[]) =>
  pitEventsOf(documents).filter((event) => event.type === 'PitExited');

/** The document as an import's source gives it: #51's latest stop left timed as said, or none. */
const timed = (document: ParsedSnapshot, lastStop: MeasuredStop | null = null): ParsedSnapshot => ({
  ...document,
  stopsTimedBySource: true,
  entries: document.entries.map((entry) => (entry.number === '51' ? { ...entry, lastStop } : entry)),
});

const field = (stopped: Partial<Parameters<typeof carEntry>[2]>) => [
  carEntry('8', 1),
  carEntry('51', 2, stopped),
];

describe('a stop timed', () => {
  it('by polls: to the larger of the intervals that saw the car go in and come out', () => {
    const exits = pitExitsOf([
      documentAt(T0, field({})),
      documentAt(T0 + 3_000, field({ state: 'InPit', pitStops: 2 })),
      documentAt(T0 + 8_000, field({ state: 'InPit', pitStops: 2 })),
      documentAt(T0 + 13_000, field({ state: 'InPit', pitStops: 2 })),
      documentAt(T0 + 18_000, field({ pitStops: 2 })),
    ]);
    expect(exits).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ stop: 2, durationMs: 15_000, precisionMs: 5_000 }),
      }),
    ]);
  });

  it('not at all for a stop already under way when the session was first seen', () => {
    const exits = pitExitsOf([
      documentAt(T0, field({ state: 'InPit', pitStops: 2 })),
      documentAt(T0 + 3_000, field({ pitStops: 2 })),
    ]);
    expect(exits.map((exit) => exit.data)).toEqual([
      expect.objectContaining({ number: '51', durationMs: null, precisionMs: null }),
    ]);
  });

  it('by the source, exactly, where it times stops; and untimed where it gives no time', () => {
    const exact = pitExitsOf([
      timed(documentAt(T0, field({}))),
      timed(documentAt(T0 + 3_000, field({ state: 'InPit', pitStops: 2 }))),
      timed(documentAt(T0 + 6_000, field({ pitStops: 2 })), { stop: 2, durationMs: 4_321 }),
    ]);
    expect(exact[0]?.data).toMatchObject({ durationMs: 4_321, precisionMs: 0 });
    const untimed = pitExitsOf([
      timed(documentAt(T0, field({}))),
      timed(documentAt(T0 + 3_000, field({ state: 'InPit', pitStops: 2 }))),
      timed(documentAt(T0 + 6_000, field({ pitStops: 2 }))),
    ]);
    expect(untimed[0]?.data).toMatchObject({ durationMs: null, precisionMs: null });
  });

  it("by the source only for the stop it says the car left, never another's time", () => {
    // Stopped for good in the pits: the latest stop the car left is the one before.
    const exits = pitExitsOf([
      timed(documentAt(T0, field({}))),
      timed(documentAt(T0 + 3_000, field({ state: 'InPit', pitStops: 2 })), { stop: 1, durationMs: 61_000 }),
      timed(documentAt(T0 + 6_000, field({ state: 'Stopped', pitStops: 2 })), {
        stop: 1,
        durationMs: 61_000,
      }),
    ]);
    expect(exits.map((exit) => exit.data)).toEqual([
      expect.objectContaining({ stop: 2, durationMs: null, precisionMs: null }),
    ]);
  });

  it('when the car, seen in the pits, is next seen in them again for its next stop', () => {
    // A stop that lasted its whole out-lap, and that out-lap ended in the pits: one stop ends as the next begins.
    const bySource = pitEventsOf([
      timed(documentAt(T0, field({}))),
      timed(documentAt(T0 + 3_000, field({ state: 'InPit', pitStops: 2 })), { stop: 1, durationMs: 61_000 }),
      timed(documentAt(T0 + 6_000, field({ state: 'InPit', pitStops: 3 })), { stop: 2, durationMs: 5_000 }),
      timed(documentAt(T0 + 9_000, field({ pitStops: 3 })), { stop: 3, durationMs: 2_000 }),
    ]);
    expect(
      bySource.map(({ type, data }) => [type, data.stop, 'durationMs' in data ? data.durationMs : '-']),
    ).toEqual([
      ['PitEntered', 2, '-'],
      ['PitExited', 2, 5_000],
      ['PitEntered', 3, '-'],
      ['PitExited', 3, 2_000],
    ]);
    const byPolls = pitEventsOf([
      documentAt(T0, field({})),
      documentAt(T0 + 3_000, field({ state: 'InPit', pitStops: 2 })),
      documentAt(T0 + 6_000, field({ state: 'InPit', pitStops: 3 })),
    ]);
    expect(byPolls.map((event) => [event.type, event.data.stop])).toEqual([
      ['PitEntered', 2],
      ['PitExited', 2],
      ['PitEntered', 3],
    ]);
    expect(byPolls[1]?.data).toMatchObject({ durationMs: 3_000, precisionMs: 3_000 });
  });
});
