import { describe, expect, it } from 'vitest';
import { retryAfterMsOf } from './http.ts';

describe('retryAfterMsOf', () => {
  it('reads whole seconds, and nothing else', () => {
    expect(retryAfterMsOf('3')).toBe(3000);
    expect(retryAfterMsOf(' 1 ')).toBe(1000);
    expect(retryAfterMsOf(null)).toBeNull();
    expect(retryAfterMsOf('Wed, 21 Oct 2015 07:28:00 GMT')).toBeNull();
    expect(retryAfterMsOf('-1')).toBeNull();
  });
});
