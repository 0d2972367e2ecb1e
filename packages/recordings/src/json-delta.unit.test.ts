import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDelta, deltaOf, type Json } from './json-delta.ts';

const roundTrip = (previous: Json, next: Json) => {
  const delta = deltaOf(previous, next);
  return delta === undefined ? previous : applyDelta(previous, delta);
};

describe('deltaOf / applyDelta', () => {
  it('rebuilds any JSON value from any other, key order included', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (previous, next) => {
        const rebuilt = roundTrip(previous as Json, next as Json);
        expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(next));
      }),
      { numRuns: 2000 },
    );
  });

  it('finds no difference exactly when both values serialise the same', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(deltaOf(a as Json, b as Json) === undefined).toBe(JSON.stringify(a) === JSON.stringify(b));
        expect(deltaOf(a as Json, structuredClone(a) as Json)).toBeUndefined();
      }),
    );
  });

  it('keeps only the changed fields of the changed entries, and follows entries that change places', () => {
    const entry = (id: number, lap: number) => ({ id, number: String(id), lap, drivers: [{ id: id * 10 }] });
    const previous = {
      params: { elapsedTime: 10, sessionName: 'Course' },
      entries: [entry(1, 5), entry(2, 5), entry(3, 4)],
    };
    const next = {
      params: { elapsedTime: 13, sessionName: 'Course' },
      entries: [entry(2, 6), entry(1, 5), entry(3, 4)],
    };
    const delta = deltaOf(previous, next);
    expect(delta).toEqual({
      c: {
        params: { c: { elapsedTime: [13] } },
        entries: { i: [{ b: 1, d: { c: { lap: [6] } } }, -2, 1] },
      },
    });
    expect(applyDelta(previous, delta as never)).toEqual(next);
  });

  it('writes the key order only when it changes, and keeps "__proto__" a plain key', () => {
    const previous = JSON.parse('{"a":1,"b":2}') as Json;
    const next = JSON.parse('{"b":2,"__proto__":{"x":1},"a":1}') as Json;
    const delta = deltaOf(previous, next);
    expect(delta).toMatchObject({ k: ['b', '__proto__', 'a'] });
    const rebuilt = applyDelta(previous, JSON.parse(JSON.stringify(delta)));
    expect(JSON.stringify(rebuilt)).toBe('{"b":2,"__proto__":{"x":1},"a":1}');
    expect(Object.getPrototypeOf(rebuilt)).toBe(Object.prototype);
  });

  it('refuses a delta that does not fit the previous document', () => {
    expect(() => applyDelta([1], { i: [3] })).toThrow(/pas d'élément 3/);
    expect(() => applyDelta(5, { c: { a: [1] } })).toThrow(/objet attendu/);
  });
});
