import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/i18n.ts';
import { formatSize } from './sizes.ts';

describe('formatSize', () => {
  afterEach(() => changeLanguage('fr'));

  it.each([
    [0, '0 o'],
    [512, '512 o'],
    [850_000, '850 ko'],
    [999_499, '999 ko'],
    [1_000_000, '1 Mo'],
    [12_440_000, '12,4 Mo'],
    [20_000_000, '20 Mo'],
  ])('%s bytes → %s', (bytes, text) => expect(formatSize(bytes).replace(/\u202f|\u00a0/g, ' ')).toBe(text));

  it('writes the page’s language’s units and decimals', async () => {
    await changeLanguage('en');
    expect(formatSize(12_440_000)).toBe('12.4 MB');
    expect(formatSize(850_000)).toBe('850 kB');
  });

  it('gives - when the size is unknown', () => {
    expect(formatSize(null)).toBe('-');
    expect(formatSize(Number.NaN)).toBe('-');
    expect(formatSize(-1)).toBe('-');
  });
});
