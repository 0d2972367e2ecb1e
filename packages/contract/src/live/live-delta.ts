import type { LiveFrame, LiveRow } from './live-frame.ts';

/**
 * A live frame told as its change from the frame before it of the same session. A frame holds the whole
 * ranking (about 29 KB for 62 cars) and a poll changes a few cars: sent to every fan at each change, deltas
 * carry the cars and fields that changed and nothing else.
 *
 * Exact by construction: `applyLiveDelta(before, liveDeltaOf(before, after))` equals `after`, and where a
 * change cannot be said this way (a field gone, two cars with one number) there is no delta and the frame
 * goes whole. Pure, and free of anything a browser cannot run: the site imports it from
 * `@lemans/contract/live-delta`.
 */
export interface LiveDelta {
  /** Fields of the frame beside its rows whose value changed, whole (or new). */
  set?: Record<string, unknown>;
  /** Object fields (the weather) with the same keys as before: only the keys whose value changed. */
  merge?: Record<string, Record<string, unknown>>;
  /** Cars whose row changed: the car's number and the fields that changed; a car new to the frame whole. */
  rows?: Partial<LiveRow>[];
  /** Every car's number in the frame's order, when the order changed or a car came or went. */
  order?: string[];
}

type Fields = Record<string, unknown>;

/** The change from `before` to `after`, or null when a delta cannot carry it exactly. */
export function liveDeltaOf(before: LiveFrame, after: LiveFrame): LiveDelta | null {
  const beforeFields = before as unknown as Fields;
  const afterFields = after as unknown as Fields;
  if (Object.keys(beforeFields).some((key) => !(key in afterFields))) return null;
  const set: Fields = {};
  const merge: Record<string, Fields> = {};
  for (const [key, value] of Object.entries(afterFields)) {
    if (key === 'data') continue;
    const previous = beforeFields[key];
    if (sameValue(previous, value)) continue;
    const changed = isPlainObject(previous) && isPlainObject(value) ? changedKeys(previous, value) : null;
    if (changed) merge[key] = changed;
    else set[key] = value;
  }
  const rows = rowsDelta(before.data, after.data);
  if (!rows) return null;
  const delta: LiveDelta = {};
  if (Object.keys(set).length > 0) delta.set = set;
  if (Object.keys(merge).length > 0) delta.merge = merge;
  if (rows.changed.length > 0) delta.rows = rows.changed;
  if (rows.order) delta.order = rows.order;
  return delta;
}

/**
 * The frame `delta` makes of `base`. Rows that did not change keep their object. Throws when the delta does
 * not fit the base (a row changed that the base lacks and that the delta does not give whole is not
 * detectable, hence the version check before: a delta is only ever applied to the frame it was built on).
 */
export function applyLiveDelta(base: LiveFrame, delta: LiveDelta): LiveFrame {
  const frame: Fields = { ...(base as unknown as Fields), ...delta.set };
  for (const [key, changes] of Object.entries(delta.merge ?? {})) {
    frame[key] = { ...(frame[key] as Fields), ...changes };
  }
  const byNumber = new Map(base.data.map((row) => [row.participant_number, row]));
  const changedRows = new Map((delta.rows ?? []).map((row) => [row.participant_number, row]));
  const order = delta.order ?? base.data.map((row) => row.participant_number);
  frame.data = order.map((number) => {
    const held = byNumber.get(number);
    const change = changedRows.get(number);
    if (change) return held ? { ...held, ...change } : (change as LiveRow);
    if (!held) throw new Error(`trame différentielle sans la voiture n°${number}`);
    return held;
  });
  return frame as unknown as LiveFrame;
}

function rowsDelta(
  before: readonly LiveRow[],
  after: readonly LiveRow[],
): { changed: Partial<LiveRow>[]; order: string[] | null } | null {
  const byNumber = new Map(before.map((row) => [row.participant_number, row]));
  if (byNumber.size !== before.length) return null;
  const seen = new Set<string>();
  const changed: Partial<LiveRow>[] = [];
  let sameOrder = before.length === after.length;
  for (const [index, row] of after.entries()) {
    const number = row.participant_number;
    if (seen.has(number)) return null;
    seen.add(number);
    if (sameOrder && before[index]?.participant_number !== number) sameOrder = false;
    const held = byNumber.get(number);
    if (!held) {
      changed.push(row);
      continue;
    }
    const fields = changedKeys(held as unknown as Fields, row as unknown as Fields);
    if (fields === null) return null;
    if (Object.keys(fields).length > 0) changed.push({ participant_number: number, ...fields });
  }
  return { changed, order: sameOrder ? null : after.map((row) => row.participant_number) };
}

/** The keys of `after` whose value differs from `before`'s; null when `after` lacks one of `before`'s keys. */
function changedKeys(before: Fields, after: Fields): Fields | null {
  for (const key of Object.keys(before)) if (!(key in after)) return null;
  const changed: Fields = {};
  for (const [key, value] of Object.entries(after)) {
    if (!sameValue(before[key], value)) changed[key] = value;
  }
  return changed;
}

function isPlainObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Equality of JSON values. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => key in b && sameValue((a as Fields)[key], (b as Fields)[key]));
}
