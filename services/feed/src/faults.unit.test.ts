import { describe, expect, it } from 'vitest';
import {
  type Fault,
  FaultInjector,
  type FaultSettings,
  malformBody,
  mulberry32,
  NO_FAULTS,
  truncateBody,
} from './faults.ts';

const DRAWS = 20_000;

function tally(injector: FaultInjector, draws = DRAWS): Record<Fault, number> {
  const counts: Record<Fault, number> = { none: 0, unavailable: 0, truncated: 0, malformed: 0 };
  for (let i = 0; i < draws; i += 1) counts[injector.draw()] += 1;
  return counts;
}

function injector(settings: Partial<FaultSettings>): FaultInjector {
  return new FaultInjector({ ...NO_FAULTS, ...settings });
}

describe('mulberry32', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(Array.from({ length: 5 }, c)).not.toEqual(first);
  });

  it('stays within [0, 1)', () => {
    const random = mulberry32(7);
    for (let i = 0; i < 10_000; i += 1) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe('FaultInjector', () => {
  it('never injects a fault when every rate is zero', () => {
    expect(tally(injector({}))).toEqual({ none: DRAWS, unavailable: 0, truncated: 0, malformed: 0 });
  });

  it('honours each rate over many draws', () => {
    const counts = tally(injector({ errorRate: 0.2, truncateRate: 0.1, malformedRate: 0.05, seed: 9 }));
    expect(Math.abs(counts.unavailable / DRAWS - 0.2)).toBeLessThan(0.015);
    expect(Math.abs(counts.truncated / DRAWS - 0.1)).toBeLessThan(0.015);
    expect(Math.abs(counts.malformed / DRAWS - 0.05)).toBeLessThan(0.01);
  });

  it('always fails at rate 1', () => {
    expect(tally(injector({ errorRate: 1 }), 1000).unavailable).toBe(1000);
  });

  it('is deterministic for a given seed', () => {
    const settings = { errorRate: 0.3, truncateRate: 0.3, malformedRate: 0.3, seed: 123 };
    const a = injector(settings);
    const b = injector(settings);
    const sequence = Array.from({ length: 200 }, () => a.draw());
    expect(Array.from({ length: 200 }, () => b.draw())).toEqual(sequence);
    expect(new Set(sequence).size).toBe(4);
  });

  it('restarts the sequence when given a seed again', () => {
    const faults = injector({ errorRate: 0.5, seed: 5 });
    const first = Array.from({ length: 50 }, () => faults.draw());
    faults.update({ seed: 5 });
    expect(Array.from({ length: 50 }, () => faults.draw())).toEqual(first);
  });

  it('keeps the sequence going when only the rates change', () => {
    const uninterrupted = injector({ errorRate: 0.5, seed: 5 });
    const updated = injector({ errorRate: 0.2, seed: 5 });
    const expected = Array.from({ length: 40 }, () => uninterrupted.draw()).slice(20);
    for (let i = 0; i < 20; i += 1) updated.draw();
    updated.update({ errorRate: 0.5 });
    expect(Array.from({ length: 20 }, () => updated.draw())).toEqual(expected);
  });

  it('rejects rates adding up to more than 1 and keeps the previous settings', () => {
    const faults = injector({ errorRate: 0.5 });
    expect(() => faults.update({ truncateRate: 0.4, malformedRate: 0.2 })).toThrow(/ne doit pas dépasser 1/);
    expect(faults.settings().truncateRate).toBe(0);
  });
});

describe('broken bodies', () => {
  const body = Buffer.from(JSON.stringify({ params: { raceState: 'Grn' }, entries: [{ id: 1 }, { id: 2 }] }));

  it('cuts the body in the middle', () => {
    const cut = truncateBody(body);
    expect(cut.length).toBe(Math.floor(body.length / 2));
    expect(() => JSON.parse(cut.toString())).toThrow(SyntaxError);
  });

  it('makes the body invalid JSON', () => {
    const broken = malformBody(body);
    expect(broken.length).toBe(body.length + 1);
    expect(() => JSON.parse(broken.toString())).toThrow(SyntaxError);
  });
});
