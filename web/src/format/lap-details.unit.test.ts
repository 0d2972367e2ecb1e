import { describe, expect, it } from 'vitest';
import {
  formatLapGap,
  formatLapTimeHundredths,
  formatPosition,
  formatSector,
  formatSpeed,
} from './lap-details.ts';

describe('lap details', () => {
  it('writes lap times as m:ss.cc, or - when empty', () => {
    expect(formatLapTimeHundredths(206_123)).toBe('3:26.12');
    expect(formatLapTimeHundredths(59_996)).toBe('1:00.00');
    expect(formatLapTimeHundredths(0)).toBe('-');
    expect(formatLapTimeHundredths(null)).toBe('-');
  });

  it('writes sectors in seconds and speeds with one decimal', () => {
    expect(formatSector(32_145)).toBe('32.145');
    expect(formatSector(null)).toBe('-');
    expect(formatSpeed(245.26)).toBe('245.3 km/h');
    expect(formatSpeed(null)).toBe('-');
  });

  it('writes gaps in the three ranges, whole seconds cut rather than rounded', () => {
    expect(formatLapGap(450)).toBe('+0.5 s');
    expect(formatLapGap(12_900)).toBe('+12.9 s');
    expect(formatLapGap(59_960)).toBe('+1:00.0');
    expect(formatLapGap(75_040)).toBe('+1:15.0');
    expect(formatLapGap(0)).toBe('-');
    expect(formatLapGap(null)).toBe('-');
  });

  it('writes positions', () => {
    expect(formatPosition(3)).toBe('P3');
    expect(formatPosition(null)).toBe('-');
  });
});
