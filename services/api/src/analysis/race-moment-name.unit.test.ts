import { describe, expect, it } from 'vitest';
import { raceMomentName } from './race-moment-name.ts';

describe('raceMomentName', () => {
  it('writes race time from the start, its seconds only when it has some', () => {
    expect(raceMomentName(14 * 3_600_000 + 10 * 60_000)).toBe('H+14h10');
    expect(raceMomentName(0)).toBe('H+0h00');
    expect(raceMomentName(24 * 3_600_000 + 2 * 60_000 + 53_332)).toBe('H+24h02m53s');
    expect(raceMomentName(5_000)).toBe('H+0h00m05s');
  });
});
