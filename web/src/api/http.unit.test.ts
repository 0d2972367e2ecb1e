import { describe, expect, it } from 'vitest';
import { ApiError, RETRY_BUDGET_MS, retryAfterMsOf, retryDelayMs } from './http.ts';

describe('retryAfterMsOf', () => {
  it('reads whole seconds, and nothing else', () => {
    expect(retryAfterMsOf('3')).toBe(3000);
    expect(retryAfterMsOf(' 1 ')).toBe(1000);
    expect(retryAfterMsOf(null)).toBeNull();
    expect(retryAfterMsOf('Wed, 21 Oct 2015 07:28:00 GMT')).toBeNull();
    expect(retryAfterMsOf('-1')).toBeNull();
  });
});

describe('retryDelayMs', () => {
  const busy = (retryAfterMs: number | null, status = 503) =>
    new ApiError({ error: 'Réessayez', code: 'server.busy', values: {} }, status, retryAfterMs);

  it('asks a read the API turned away for a moment again when it says', () => {
    expect(retryDelayMs(busy(2000), 0)).toBe(2000);
    expect(retryDelayMs(busy(0), 0)).toBe(250);
  });

  it('gives up past its budget, so that the visitor sees the error and may retry', () => {
    expect(retryDelayMs(busy(5000), RETRY_BUDGET_MS - 5000)).toBe(5000);
    expect(retryDelayMs(busy(5000), RETRY_BUDGET_MS - 4999)).toBeNull();
  });

  it('never retries what waiting would not mend', () => {
    expect(retryDelayMs(busy(null), 0)).toBeNull();
    expect(retryDelayMs(busy(1000, 429), 0)).toBeNull();
    expect(retryDelayMs(busy(1000, 500), 0)).toBeNull();
    expect(retryDelayMs(new TypeError('Failed to fetch'), 0)).toBeNull();
  });
});
