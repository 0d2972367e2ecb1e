import { describe, expect, it } from 'vitest';
import { clientLimitKey } from './client-limit-key.ts';

describe('clientLimitKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientLimitKey('192.0.2.1')).toBe('192.0.2.1');
    expect(clientLimitKey('192.0.2.2')).not.toBe(clientLimitKey('192.0.2.1'));
  });

  it('counts every address of one IPv6 /64 under its network', () => {
    const key = '2001:db8:1:2::/64';
    expect(clientLimitKey('2001:db8:1:2::1')).toBe(key);
    expect(clientLimitKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientLimitKey('2001:0DB8:0001:0002:abcd:0:0:9')).toBe(key);
    expect(clientLimitKey('2001:db8:1:2:a::%eth0')).toBe(key);
  });

  it('keeps two /64 networks apart, even side by side', () => {
    expect(clientLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(clientLimitKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4-mapped address as its IPv4 address', () => {
    expect(clientLimitKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientLimitKey('::FFFF:c000:0201')).toBe('192.0.2.1');
    expect(clientLimitKey('0:0:0:0:0:ffff:10.1.2.3')).toBe('10.1.2.3');
  });

  it('reads an IPv4 tail that is not a mapped address as IPv6', () => {
    expect(clientLimitKey('2001:db8:1:2:3:4:192.0.2.1')).toBe('2001:db8:1:2::/64');
    expect(clientLimitKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves anything that is no address as its own key', () => {
    expect(clientLimitKey('inconnue')).toBe('inconnue');
    expect(clientLimitKey('2001:db8::1::2')).toBe('2001:db8::1::2');
    expect(clientLimitKey('')).toBe('');
  });
});
