import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Json } from './json-delta.ts';
import {
  decodeSnapshot,
  decodeSnapshots,
  type EncodedSnapshot,
  type EncoderState,
  encoderStateAfter,
  encodeSnapshot,
} from './snapshot-codec.ts';

/** Encodes a sequence as a recorder would, one document at a time. */
function encodeAll(documents: readonly Json[], interval: number): EncodedSnapshot[] {
  const rows: EncodedSnapshot[] = [];
  let state: EncoderState | null = null;
  for (const document of documents) {
    const encoded = encodeSnapshot(state, document, interval);
    if (!encoded) continue;
    rows.push(encoded.row);
    state = encoded.state;
  }
  return rows;
}

/** The sequence without its repeats: what a recording keeps. */
const distinct = (documents: readonly Json[]) =>
  documents.filter((document, i) => i === 0 || JSON.stringify(document) !== JSON.stringify(documents[i - 1]));

/** Organiser-like documents: a few cars (ids shared across documents) whose fields change from one to the next. */
const entry = fc.record({
  id: fc.integer({ min: 1, max: 6 }),
  number: fc.constantFrom('7', '007', '51'),
  lap: fc.integer({ min: 0, max: 3 }),
  gap: fc.constantFrom('', '1.234', '1 Lap'),
  drivers: fc.array(fc.record({ driverId: fc.integer({ min: 1, max: 3 }), lastName: fc.string() }), {
    maxLength: 2,
  }),
});
const organiserDocument = fc.record({
  params: fc.record({ elapsedTime: fc.integer({ min: 0, max: 5 }), raceState: fc.constantFrom('Grn', 'SC') }),
  entries: fc.array(entry, { maxLength: 6 }),
});
const documentSequence = fc.array(fc.oneof({ weight: 5, arbitrary: organiserDocument }, fc.jsonValue()), {
  maxLength: 25,
});

describe('snapshot codec', () => {
  it('decodes every sequence of documents to the sequence without its repeats, exactly', () => {
    fc.assert(
      fc.property(documentSequence, fc.integer({ min: 1, max: 6 }), (documents, interval) => {
        const rows = encodeAll(documents as Json[], interval);
        const decoded = decodeSnapshots(rows.map((row) => ({ ...row, body: Buffer.from(row.body) })));
        expect(decoded.map((document) => JSON.stringify(document))).toEqual(
          distinct(documents as Json[]).map((document) => JSON.stringify(document)),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('resumes from the stored tail as if it had never stopped', () => {
    fc.assert(
      fc.property(
        documentSequence,
        fc.nat(25),
        fc.integer({ min: 1, max: 6 }),
        (documents, cut, interval) => {
          const all = encodeAll(documents as Json[], interval);
          const head = encodeAll(documents.slice(0, cut) as Json[], interval);
          const tail = head.slice(head.findLastIndex((row) => row.keyframe));
          let state = encoderStateAfter(tail);
          const resumed = [...head];
          for (const document of documents.slice(cut) as Json[]) {
            const encoded = encodeSnapshot(state, document, interval);
            if (!encoded) continue;
            resumed.push(encoded.row);
            state = encoded.state;
          }
          expect(resumed).toEqual(all);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('stores nothing for a repeated document, a keyframe every interval and deltas in between', () => {
    const cars = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, team: `Équipe ${i + 1}`, lap: 0 }));
    // One car completes a lap every other document.
    const at = (elapsedTime: number) => ({
      params: { elapsedTime },
      entries: cars.map((car) => (car.id === 1 ? { ...car, lap: elapsedTime >> 1 } : car)),
    });
    const rows = encodeAll([at(1), at(1), at(2), at(3), at(3), at(4), at(5)], 3);
    expect(rows.map((row) => row.keyframe)).toEqual([true, false, false, true, false]);
    expect(rows[1]?.body.length).toBeLessThan(rows[0]?.body.length ?? 0);
  });

  it('refuses a delta row with no document before it', () => {
    const [, delta] = encodeAll([{ a: 1 }, { a: 2 }], 10);
    expect(() => decodeSnapshot(undefined, delta as EncodedSnapshot)).toThrow(/sans image complète/);
    expect(() => decodeSnapshot(undefined, { keyframe: true, body: Buffer.from('nope') })).toThrow(
      /illisible/,
    );
  });
});
