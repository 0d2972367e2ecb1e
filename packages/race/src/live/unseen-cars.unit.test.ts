import type { LiveRow } from '@lemans/contract';
import { describe, expect, it } from 'vitest';
import { type CarTiming, NO_CAR_TIMING } from './car-timing.ts';
import { diff } from './diff.ts';
import type { DomainEvent } from './events.ts';
import { liveFrameOf } from './live-frame-of.ts';
import type { ParsedEntry, ParsedSnapshot } from './parsed-snapshot.ts';
import { evolve, initialSessionState, type SessionState } from './session-state.ts';
import { carEntry as car, documentAt, LAP } from './test-documents.ts';
import { unseenRowsOf } from './unseen-rows.ts';

/**
 * A document that leaves out part of the field, then one that shows it again: the cars left out bring no
 * event and keep their last row, dated; back, they are compared with what was known of them before.
 */

/** #8 leads #7, #51 is in the pit lane, #83 last. */
const FIELD = [car('8', 1), car('7', 2), car('51', 3, { state: 'InPit' }), car('83', 4)];
const T0 = 10 * LAP + 60_000;
const withoutThird = (entries: ParsedEntry[]) =>
  entries.filter((entry) => !['7', '51'].includes(entry.number));

function poll(state: SessionState, snapshot: ParsedSnapshot): DomainEvent[] {
  const events = diff(state, snapshot);
  for (const event of events) evolve(state, event, { raceTimeMs: snapshot.elapsedMs });
  return events;
}

const numbersOf = (events: DomainEvent[]) =>
  new Set(events.flatMap((event) => ('number' in event.data ? [event.data.number] : [])));

describe('diff, with cars the document leaves out', () => {
  it('says nothing of the cars left out, and nothing of them when they come back unchanged', () => {
    const state = initialSessionState();
    poll(state, documentAt(T0, FIELD));
    expect(poll(state, documentAt(T0 + 3_000, withoutThird(FIELD)))).toEqual([]);
    expect(poll(state, documentAt(T0 + 6_000, withoutThird(FIELD)))).toEqual([]);
    expect(poll(state, documentAt(T0 + 9_000, FIELD))).toEqual([]);
    expect(state.entries.get('7')).toMatchObject({ ranking: 2, lap: 10, carState: 'Running' });
    expect(state.entries.get('51')).toMatchObject({ inPit: true, pitStops: 1 });
  });

  it('records only what changed meanwhile when a car comes back: the lap it completed, its pit exit', () => {
    const state = initialSessionState();
    poll(state, documentAt(T0, FIELD));
    poll(state, documentAt(T0 + 3_000, withoutThird(FIELD)));
    const back = [
      car('8', 1),
      car('7', 2, { lap: 11, lastLapMs: LAP + 500, sector: 1, currentSectorsMs: [null, null, null] }),
      car('51', 3),
      car('83', 4),
    ];
    const events = poll(state, documentAt(T0 + 6_000, back));
    expect(numbersOf(events)).toEqual(new Set(['7', '51']));
    expect(events.map((event) => `${event.type} ${'number' in event.data ? event.data.number : ''}`)).toEqual(
      ['LapCompleted 7', 'PitExited 51'],
    );
    expect(events[0]).toMatchObject({ data: { lap: 11, timed: true, timeMs: LAP + 500 } });
    expect(events.some((event) => event.type === 'PositionChanged' || event.type === 'CarStateChanged')).toBe(
      false,
    );
  });

  it('does not end the session while a car left out was still running when last shown', () => {
    const state = initialSessionState();
    poll(state, documentAt(T0, FIELD));
    const finishedShown = withoutThird(FIELD).map((entry) => ({ ...entry, state: 'Finished' as const }));
    const atFlag = poll(state, documentAt(T0 + 3_000, finishedShown, 'finished'));
    expect(atFlag.map((event) => event.type)).not.toContain('SessionEnded');
    expect(numbersOf(atFlag)).toEqual(new Set(['8', '83']));
    const allFinished = FIELD.map((entry) => ({ ...entry, state: 'Finished' as const }));
    expect(poll(state, documentAt(T0 + 6_000, allFinished, 'finished')).at(-1)?.type).toBe('SessionEnded');
  });
});

describe('the live frame, with cars the document leaves out', () => {
  const timing = new Map<string, CarTiming>(
    FIELD.map((entry) => [entry.number, { ...NO_CAR_TIMING, last_crossing_time: entry.lastPassingMs }]),
  );
  const frameOf = (
    snapshot: ParsedSnapshot,
    held: readonly LiveRow[],
    rowOf: (number: string) => LiveRow | undefined = () => undefined,
  ) =>
    liveFrameOf(
      snapshot,
      's',
      'active',
      new Date(0),
      new Map(),
      timing,
      unseenRowsOf(
        snapshot,
        FIELD.map((entry) => entry.number),
        held,
        rowOf,
      ),
    );
  const full = frameOf(documentAt(T0, FIELD), []);
  const rowIn = (rows: readonly LiveRow[], number: string) =>
    rows.find((row) => row.participant_number === number) as LiveRow;

  it('shows every car of a whole document, none missing', () => {
    expect(full.data.map((row) => row.participant_number)).toEqual(['8', '7', '51', '83']);
    expect(full.data.every((row) => row.missing_since_time === null)).toBe(true);
  });

  it('keeps the last row of a car left out, in its place, dated from the first document without it', () => {
    const gap = frameOf(documentAt(T0 + 3_000, withoutThird(FIELD)), full.data);
    expect(gap.data.map((row) => row.participant_number)).toEqual(['8', '7', '51', '83']);
    expect(rowIn(gap.data, '7')).toEqual({ ...rowIn(full.data, '7'), missing_since_time: T0 + 3_000 });
    expect(rowIn(gap.data, '51')).toEqual({ ...rowIn(full.data, '51'), missing_since_time: T0 + 3_000 });
    expect(rowIn(gap.data, '83').missing_since_time).toBeNull();

    const still = frameOf(documentAt(T0 + 6_000, withoutThird(FIELD)), gap.data);
    expect(rowIn(still.data, '7').missing_since_time).toBe(T0 + 3_000);

    const back = frameOf(documentAt(T0 + 9_000, FIELD), still.data);
    expect(back.data).toEqual(full.data);
  });

  it("takes the projections' row of a car left out that the frame before did not hold", () => {
    const projected = { ...rowIn(full.data, '7'), lap_count: 9 };
    const gap = frameOf(documentAt(T0 + 3_000, withoutThird(FIELD)), [], (number) =>
      number === '7' ? projected : undefined,
    );
    expect(rowIn(gap.data, '7')).toEqual({ ...projected, missing_since_time: T0 + 3_000 });
    // Without a row anywhere there is nothing to show of #51.
    expect(gap.data.map((row) => row.participant_number)).toEqual(['8', '7', '83']);
  });
});
