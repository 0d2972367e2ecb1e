import { describe, expect, it } from 'vitest';
import { formatReportGap } from './report-gap.ts';

describe('formatReportGap', () => {
  it('names the leader', () => {
    expect(formatReportGap(0)).toBe('Leader');
  });

  it.each([
    [12_345, '+12.35'],
    [800, '+0.80'],
    [62_345, '+1:02.35'],
    [59_999, '+1:00.00'],
    [3_723_000, '+1:02:03'],
  ])('%s ms → %s', (ms, text) => expect(formatReportGap(ms)).toBe(text));

  it('gives - when the lap has no gap', () => {
    expect(formatReportGap(null)).toBe('-');
    expect(formatReportGap(undefined)).toBe('-');
  });
});
