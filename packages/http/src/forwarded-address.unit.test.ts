import { describe, expect, it } from 'vitest';
import { isReadableForwardedFor } from './forwarded-address.ts';

describe('isReadableForwardedFor', () => {
  it('reads an IPv4 or IPv6 address from a trusted proxy', () => {
    for (const address of ['203.0.113.7', '2001:db8::1', '::ffff:192.0.2.1', 'fe80::1%eth0'])
      expect(isReadableForwardedFor(address, address, true), address).toBe(true);
  });

  it('refuses what a trusted proxy gives that is no address, or a blank header', () => {
    for (const address of ['foo', '[::1]', '1.2.3.4:80', '[2001:db8::1]:443', ''])
      expect(isReadableForwardedFor(address, address, true), address).toBe(false);
    for (const header of ['', ' ', ',', [' ', '']])
      expect(isReadableForwardedFor('127.0.0.1', header, true), JSON.stringify(header)).toBe(false);
  });

  it('never refuses a request without the header, or one whose header is not believed', () => {
    expect(isReadableForwardedFor('127.0.0.1', undefined, true)).toBe(true);
    expect(isReadableForwardedFor('198.51.100.66', 'foo', false)).toBe(true);
  });
});
