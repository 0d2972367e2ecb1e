import { describe, expect, it } from 'vitest';
import { formatSize } from './sizes.ts';

describe('formatSize', () => {
  it.each([
    [0, '0 o'],
    [512, '512 o'],
    [850_000, '850 ko'],
    [999_499, '999 ko'],
    [1_000_000, '1 Mo'],
    [12_440_000, '12,4 Mo'],
    [20_000_000, '20 Mo'],
  ])('%s bytes → %s', (bytes, text) => expect(formatSize(bytes).replace(/\u202f|\u00a0/g, ' ')).toBe(text));

  it('gives - when the size is unknown', () => {
    expect(formatSize(null)).toBe('-');
    expect(formatSize(Number.NaN)).toBe('-');
    expect(formatSize(-1)).toBe('-');
  });
});
