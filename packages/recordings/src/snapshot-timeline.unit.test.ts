import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Json } from './json-delta.ts';
import { type EncoderState, encodeSnapshot } from './snapshot-codec.ts';
import { SnapshotTimeline, type TimedSnapshot } from './snapshot-timeline.ts';

/** Documents polled every 3 s, one car's lap moving on every other poll, stored as a recorder would. */
function recorded(count: number, interval: number) {
  const documents: Json[] = [];
  const rows: TimedSnapshot[] = [];
  let state: EncoderState | null = null;
  for (let poll = 0; poll < count; poll++) {
    const document = {
      params: { elapsedTime: poll * 3 },
      entries: [
        { id: 1, lap: poll >> 1 },
        { id: 2, lap: 0 },
      ],
    };
    const encoded = encodeSnapshot(state, document, interval);
    if (!encoded) continue;
    state = encoded.state;
    rows.push({ ...encoded.row, raceTimeMs: poll * 3000 });
    documents.push(document);
  }
  return { documents, rows };
}

describe('SnapshotTimeline', () => {
  const { documents, rows } = recorded(40, 7);

  it('serves the document polled at or before a race time, the first one before it', () => {
    const timeline = new SnapshotTimeline(rows);
    expect(timeline.documentAt(-5000)).toEqual(documents[0]);
    expect(timeline.documentAt(0)).toEqual(documents[0]);
    expect(timeline.documentAt(2999)).toEqual(documents[0]);
    expect(timeline.documentAt(3000)).toEqual(documents[1]);
    expect(timeline.documentAt(60_000)).toEqual(documents[20]);
    expect(timeline.documentAt(1e9)).toEqual(documents[39]);
    expect(timeline.lastRaceTimeMs).toBe(117_000);
  });

  it('gives the same documents whatever order they are asked in', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -3000, max: 130_000 }), { maxLength: 30 }), (times) => {
        const timeline = new SnapshotTimeline(rows);
        for (const time of times) {
          const index = Math.min(39, Math.max(0, Math.floor(time / 3000)));
          expect(timeline.documentAt(time)).toEqual(documents[index]);
        }
      }),
    );
  });

  it('refuses an empty recording or one that does not start with a keyframe', () => {
    expect(() => new SnapshotTimeline([])).toThrow(/vide/);
    expect(() => new SnapshotTimeline(rows.slice(1))).toThrow(/image complète/);
  });
});
