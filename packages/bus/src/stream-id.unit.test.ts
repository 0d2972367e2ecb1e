import { describe, expect, it } from 'vitest';
import { compareStreamIds, parseStreamId } from './stream-id.ts';

describe('parseStreamId', () => {
  it('reads milliseconds and sequence', () => {
    expect(parseStreamId('1750000000000-3')).toEqual({ ms: 1_750_000_000_000n, seq: 3n });
    expect(parseStreamId('0-0')).toEqual({ ms: 0n, seq: 0n });
    expect(parseStreamId('18446744073709551615-18446744073709551615')).not.toBeNull();
  });

  it('refuses what Redis would not have generated', () => {
    for (const text of ['', '$', '>', '-', '+', '1750000000000', '1-2-3', '-1-0', '1.5-0', ' 1-0', '1-0 ']) {
      expect(parseStreamId(text)).toBeNull();
    }
    expect(parseStreamId('18446744073709551616-0')).toBeNull();
    expect(parseStreamId(`${'9'.repeat(30)}-0`)).toBeNull();
  });
});

describe('compareStreamIds', () => {
  it('orders by milliseconds numerically, then by sequence', () => {
    expect(compareStreamIds('9-0', '10-0')).toBe(-1);
    expect(compareStreamIds('10-0', '9-5')).toBe(1);
    expect(compareStreamIds('10-2', '10-10')).toBe(-1);
    expect(compareStreamIds('10-2', '10-2')).toBe(0);
  });

  it('throws on an invalid id', () => {
    expect(() => compareStreamIds('x', '1-0')).toThrow('Identifiant de flux invalide : x');
  });
});
