import type { Json } from './json-delta.ts';
import { decodeSnapshot, type EncodedSnapshot } from './snapshot-codec.ts';

export interface TimedSnapshot extends EncodedSnapshot {
  raceTimeMs: number;
}

/**
 * The documents of a snapshot recording by race time, kept compressed and rebuilt on demand: a 24-hour
 * recording holds about 29,000 documents of 70 kB each once parsed, but a few megabytes of rows. The last
 * document rebuilt is kept, so that playing forward applies one delta per step; a seek rebuilds from the
 * nearest keyframe before it. Documents share the parts that did not change: treat them as read-only.
 */
export class SnapshotTimeline {
  readonly #rows: readonly TimedSnapshot[];
  /** Index of the keyframe each row is rebuilt from. */
  readonly #keyframeOf: Int32Array;
  #cursor: { index: number; document: Json } | undefined;

  constructor(rows: readonly TimedSnapshot[]) {
    if (rows.length === 0) throw new RangeError('Enregistrement vide : aucun instantané');
    if (!rows[0]?.keyframe)
      throw new RangeError('Enregistrement incohérent : il ne commence pas par une image complète');
    this.#rows = rows;
    this.#keyframeOf = new Int32Array(rows.length);
    rows.forEach((row, index) => {
      this.#keyframeOf[index] = row.keyframe ? index : (this.#keyframeOf[index - 1] as number);
    });
  }

  get length(): number {
    return this.#rows.length;
  }

  /** Race time of the last document. */
  get lastRaceTimeMs(): number {
    return (this.#rows.at(-1) as TimedSnapshot).raceTimeMs;
  }

  /** The last document polled at or before `raceTimeMs`; the first one before it. */
  documentAt(raceTimeMs: number): Json {
    return this.documentOf(this.#indexAt(raceTimeMs));
  }

  /** The document of row `index`. */
  documentOf(index: number): Json {
    const keyframe = this.#keyframeOf[index] as number;
    const cursor = this.#cursor;
    let from = keyframe;
    let document: Json | undefined;
    if (cursor && cursor.index <= index && cursor.index >= keyframe) {
      from = cursor.index + 1;
      document = cursor.document;
    }
    for (let at = from; at <= index; at++)
      document = decodeSnapshot(document, this.#rows[at] as TimedSnapshot);
    this.#cursor = { index, document: document as Json };
    return document as Json;
  }

  #indexAt(raceTimeMs: number): number {
    let low = 0;
    let high = this.#rows.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.#rows[middle] as TimedSnapshot).raceTimeMs <= raceTimeMs) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}
