import { describe, expect, it } from 'vitest';
import { isPlainPath, isWithheldPath } from './plain-path.ts';

describe('isPlainPath', () => {
  it.each([
    '/api/../metrics',
    '/api/./live',
    '/api/live/../../metrics',
    '/api/..',
    '/..',
    '/api/%2e%2e/metrics',
    '/api/%2E%2E/metrics',
    '/api/.%2e/metrics',
    '/api/%2e/live',
    '/api/live%2f..%2f..%2fmetrics',
    '/api/live%2F..%2F..%2Fmetrics',
    '/api/live/..%5c..%5cmetrics',
    '/api/live\\..\\..\\metrics',
    '/api\\metrics',
    'http://127.0.0.1/api/../metrics',
    'http://127.0.0.1/api/%2e%2e/metrics?x=1',
  ])('refuses %j', (target) => {
    expect(isPlainPath(target)).toBe(false);
  });

  it.each([
    '/',
    '/api/live',
    '/api/live?sessionId=../x',
    '/api/teams/16?at=%2e%2e',
    '/assets/index-Ab12Cd34.js',
    '/equipes/16',
    '/api/drivers/...',
    '/api/drivers/s%C3%A9bastien.bourdais',
    '/.well-known/security.txt',
    'http://127.0.0.1/api/live',
  ])('accepts %j', (target) => {
    expect(isPlainPath(target)).toBe(true);
  });
});

describe('isWithheldPath', () => {
  it('withholds the figures, whatever their case', () => {
    for (const path of ['/metrics', '/METRICS', '/metrics/', '/Metrics/x', '//metrics'])
      expect(isWithheldPath(path)).toBe(true);
    for (const path of ['/metricsx', '/api/metrics', '/live/metrics'])
      expect(isWithheldPath(path)).toBe(false);
  });
});
