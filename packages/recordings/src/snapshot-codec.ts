import { gunzipSync, gzipSync } from 'node:zlib';
import { applyDelta, type Delta, deltaOf, type Json } from './json-delta.ts';

/**
 * How a snapshot recording stores the organiser documents it polled: a keyframe (the whole document) every
 * `KEYFRAME_INTERVAL` stored rows, and in between only the delta from the row before (the fields that
 * changed, entry by entry); a document identical to the previous one stores nothing. Each row is gzipped
 * on its own, so a reader seeks to a keyframe and never inflates more than an interval of rows.
 */

export const SNAPSHOT_RECORDING_FORMAT = 'lemans-snapshots/1';

/**
 * 200 rows: 10 minutes of race at a 3 s poll. Keyframes then cost about a fifth of the storage, and a seek
 * rebuilds at most 199 deltas (a few milliseconds); see bench/recording-storage.bench.ts.
 */
export const KEYFRAME_INTERVAL = 200;

/** A stored row's content, without its position and times. */
export interface EncodedSnapshot {
  keyframe: boolean;
  body: Buffer;
}

/** What the encoder needs to know of the rows already stored. */
export interface EncoderState {
  /** The last stored document, as rebuilt from its rows. */
  previous: Json;
  /** Rows stored since the last keyframe, that one included. */
  sinceKeyframe: number;
}

/**
 * The row to store for `document` after the rows summed up by `state` (null before the first), with the
 * state that follows; undefined when the document is the same JSON as the previous one.
 */
export function encodeSnapshot(
  state: EncoderState | null,
  document: Json,
  keyframeInterval = KEYFRAME_INTERVAL,
): { row: EncodedSnapshot; state: EncoderState } | undefined {
  if (state === null || state.sinceKeyframe >= keyframeInterval) {
    if (state !== null && deltaOf(state.previous, document) === undefined) return undefined;
    return { row: { keyframe: true, body: gzip(document) }, state: { previous: document, sinceKeyframe: 1 } };
  }
  const delta = deltaOf(state.previous, document);
  if (delta === undefined) return undefined;
  return {
    row: { keyframe: false, body: gzip(delta) },
    state: { previous: document, sinceKeyframe: state.sinceKeyframe + 1 },
  };
}

/** The document a row stores; a delta row needs the document of the row before. */
export function decodeSnapshot(previous: Json | undefined, row: EncodedSnapshot): Json {
  const content = gunzip(row.body);
  if (row.keyframe) return content;
  if (previous === undefined) {
    throw new SnapshotFormatError(
      'Enregistrement incohérent : une différence sans image complète avant elle',
    );
  }
  return applyDelta(previous, content as Delta);
}

/** Every document of a run of rows that starts with a keyframe. */
export function decodeSnapshots(rows: readonly EncodedSnapshot[]): Json[] {
  const documents: Json[] = [];
  let previous: Json | undefined;
  for (const row of rows) {
    previous = decodeSnapshot(previous, row);
    documents.push(previous);
  }
  return documents;
}

/** The encoder's state after `rows`: the tail of a recording from its last keyframe on. */
export function encoderStateAfter(rows: readonly EncodedSnapshot[]): EncoderState | null {
  const documents = decodeSnapshots(rows);
  const previous = documents.at(-1);
  if (previous === undefined) return null;
  const lastKeyframe = rows.findLastIndex((row) => row.keyframe);
  return { previous, sinceKeyframe: rows.length - lastKeyframe };
}

export class SnapshotFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SnapshotFormatError';
  }
}

const gzip = (value: unknown) => gzipSync(JSON.stringify(value), { level: 9 });

function gunzip(body: Buffer): Json {
  try {
    return JSON.parse(gunzipSync(body).toString('utf8')) as Json;
  } catch (cause) {
    throw new SnapshotFormatError(`Instantané enregistré illisible : ${(cause as Error).message}`);
  }
}
