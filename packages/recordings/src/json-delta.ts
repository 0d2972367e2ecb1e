/**
 * A delta between two JSON values, small when few of their leaves differ, that rebuilds the new value
 * exactly: same values, same key order, so that `JSON.stringify(applyDelta(a, deltaOf(a, b)))` is
 * `JSON.stringify(b)`. It is what a snapshot recording stores between two organiser documents, where a poll
 * changes a few fields of a few entries out of a 60-car field.
 *
 * Forms:
 * - `[value]`: the new value, whole (a one-element array, so that any JSON value fits);
 * - `{ c?: { key: delta }, k?: keys }`: an object patched key by key; `k` is the new key order, written only
 *   when the keys differ (added, removed or moved); an added key's delta is its whole value;
 * - `{ i: items }`: an array rebuilt item by item from the previous one. An item is a number `n` (the
 *   previous array's element at `last + 1 + n`, unchanged), `[value]` (a new element), or `{ b?: n, d }`
 *   (the element at `last + 1 + n` patched by `d`), where `last` is the index the previous reference took
 *   (-1 at first). References are relative so that an unchanged run reads `0,0,0…` and compresses to nothing.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonRecord = { [key: string]: Json };

export type Delta = [Json] | ObjectDelta | ArrayDelta;
export interface ObjectDelta {
  c?: { [key: string]: Delta };
  k?: string[];
}
export interface ArrayDelta {
  i: ArrayItem[];
}
export type ArrayItem = number | [Json] | { b?: number; d: Delta };

const isRecord = (value: Json | undefined): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The delta from `previous` to `next`; undefined when they are the same JSON. */
export function deltaOf(previous: Json, next: Json): Delta | undefined {
  if (isRecord(previous) && isRecord(next)) return objectDeltaOf(previous, next);
  if (Array.isArray(previous) && Array.isArray(next)) return arrayDeltaOf(previous, next);
  return previous === next ? undefined : [next];
}

export function applyDelta(previous: Json | undefined, delta: Delta): Json {
  if (Array.isArray(delta)) return delta[0];
  if ('i' in delta) return applyArrayDelta(asArray(previous), delta);
  return applyObjectDelta(asRecord(previous), delta);
}

function objectDeltaOf(previous: JsonRecord, next: JsonRecord): ObjectDelta | undefined {
  const previousKeys = Object.keys(previous);
  const nextKeys = Object.keys(next);
  const changes: [string, Delta][] = [];
  for (const key of nextKeys) {
    const value = next[key] as Json;
    const change = Object.hasOwn(previous, key) ? deltaOf(previous[key] as Json, value) : [value];
    if (change !== undefined) changes.push([key, change as Delta]);
  }
  const sameKeys =
    previousKeys.length === nextKeys.length && previousKeys.every((key, index) => key === nextKeys[index]);
  if (changes.length === 0 && sameKeys) return undefined;
  const delta: ObjectDelta = {};
  // fromEntries defines own properties: a key named "__proto__" stays a key.
  if (changes.length > 0) delta.c = Object.fromEntries(changes);
  if (!sameKeys) delta.k = nextKeys;
  return delta;
}

/*
 * Built by assignment rather than Object.fromEntries: the objects stay in V8's fast mode, which makes
 * playing a recording (one delta per document) several times faster.
 */
function applyObjectDelta(previous: JsonRecord, delta: ObjectDelta): JsonRecord {
  const changes = delta.c ?? {};
  if (delta.k === undefined) {
    // Same keys in the same order: a copy keeps the order, then the changed values replace theirs.
    const next = { ...previous };
    for (const key of Object.keys(changes))
      setKey(next, key, applyDelta(previous[key], changes[key] as Delta));
    return next;
  }
  const next: JsonRecord = {};
  for (const key of delta.k) {
    const value = Object.hasOwn(changes, key)
      ? applyDelta(previous[key], changes[key] as Delta)
      : (previous[key] as Json);
    setKey(next, key, value);
  }
  return next;
}

/** Sets an own key, "__proto__" included (a plain assignment of that one would change the prototype). */
function setKey(target: JsonRecord, key: string, value: Json): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

/**
 * Each new element is matched with the previous element of the same `id` (entries move when positions
 * change), else with the one at the same index; it is stored as a patch only when that is shorter.
 */
function arrayDeltaOf(previous: Json[], next: Json[]): ArrayDelta | undefined {
  const byId = new Map<Json, number>();
  previous.forEach((element, index) => {
    const id = idOf(element);
    if (id !== undefined && !byId.has(id)) byId.set(id, index);
  });
  const items: ArrayItem[] = [];
  let last = -1;
  let unchanged = previous.length === next.length;
  next.forEach((element, index) => {
    const id = idOf(element);
    const base = (id === undefined ? undefined : byId.get(id)) ?? (index < previous.length ? index : -1);
    if (base !== index) unchanged = false;
    const change = base === -1 ? [element] : deltaOf(previous[base] as Json, element);
    if (change === undefined) {
      items.push(base - last - 1);
      last = base;
      return;
    }
    unchanged = false;
    if (Array.isArray(change) || JSON.stringify(change).length >= JSON.stringify(element).length) {
      items.push([element]);
      return;
    }
    items.push(base === last + 1 ? { d: change } : { b: base - last - 1, d: change });
    last = base;
  });
  return unchanged ? undefined : { i: items };
}

function applyArrayDelta(previous: Json[], delta: ArrayDelta): Json[] {
  let last = -1;
  return delta.i.map((item) => {
    if (Array.isArray(item)) return item[0];
    if (typeof item === 'number') {
      last += 1 + item;
      return elementAt(previous, last);
    }
    last += 1 + (item.b ?? 0);
    return applyDelta(elementAt(previous, last), item.d);
  });
}

function idOf(element: Json): Json | undefined {
  if (!isRecord(element)) return undefined;
  const id = element.id;
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
}

function elementAt(array: Json[], index: number): Json {
  if (index < 0 || index >= array.length) {
    throw new RangeError(`Delta incohérent : pas d'élément ${index} dans le document précédent`);
  }
  return array[index] as Json;
}

function asArray(value: Json | undefined): Json[] {
  if (!Array.isArray(value))
    throw new TypeError('Delta incohérent : tableau attendu dans le document précédent');
  return value;
}

function asRecord(value: Json | undefined): JsonRecord {
  if (!isRecord(value)) throw new TypeError('Delta incohérent : objet attendu dans le document précédent');
  return value;
}
