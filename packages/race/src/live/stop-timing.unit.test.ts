import { describe, expect, it } from 'vitest';
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

/** Applies the documents in turn, as ingest does (each knowing the race time of the one before). */
function pitExitsOf(documents: ParsedSnapshot[]): DomainEvent[] {
  const state: SessionState = initialSessionState();
  let previous: number | null = null;
  const exits: DomainEvent[] = [];
  for (const document of documents) {
    for (const event of diff(state, document, previous)) {
      evolve(state, event, { raceTimeMs: document.elapsedMs });
      if (event.type === 'PitExited') exits.push(event);
    }
    previous = document.elapsedMs;
  }
  return exits;
}

const field = (stopped: Partial<Parameters<typeof carEntry>[2]>) => [
  carEntry('8', 1),
  carEntry('51', 2, stopped),
];

describe('a stop timed', () => {
  it('by polls: to the larger of the intervals that saw the car go in and come out', () => {
    const exits = pitExitsOf([
      documentAt(T0, field({})),
      documentAt(T0 + 3_000, field({ state: 'InPit', pitstops: 2 })),
      documentAt(T0 + 8_000, field({ state: 'InPit', pitstops: 2 })),
      documentAt(T0 + 13_000, field({ state: 'InPit', pitstops: 2 })),
      documentAt(T0 + 18_000, field({ pitstops: 2 })),
    ]);
    expect(exits).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ stop: 2, durationMs: 15_000, precisionMs: 5_000 }),
      }),
    ]);
  });

  it('not at all for a stop already under way when the session was first seen', () => {
    const exits = pitExitsOf([
      documentAt(T0, field({ state: 'InPit', pitstops: 2 })),
      documentAt(T0 + 3_000, field({ pitstops: 2 })),
    ]);
    expect(exits.map((exit) => exit.data)).toEqual([
      expect.objectContaining({ number: '51', durationMs: null, precisionMs: null }),
    ]);
  });

  it('by the source, exactly, where it times stops; and untimed where it gives no time', () => {
    const timed = (document: ParsedSnapshot, lastStopMs: number | null) => ({
      ...document,
      stopsTimedBySource: true,
      entries: document.entries.map((entry) => (entry.number === '51' ? { ...entry, lastStopMs } : entry)),
    });
    const exact = pitExitsOf([
      timed(documentAt(T0, field({})), null),
      timed(documentAt(T0 + 3_000, field({ state: 'InPit', pitstops: 2 })), null),
      timed(documentAt(T0 + 6_000, field({ pitstops: 2 })), 4_321),
    ]);
    expect(exact[0]?.data).toMatchObject({ durationMs: 4_321, precisionMs: 0 });
    const untimed = pitExitsOf([
      timed(documentAt(T0, field({})), null),
      timed(documentAt(T0 + 3_000, field({ state: 'InPit', pitstops: 2 })), null),
      timed(documentAt(T0 + 6_000, field({ pitstops: 2 })), null),
    ]);
    expect(untimed[0]?.data).toMatchObject({ durationMs: null, precisionMs: null });
  });
});
