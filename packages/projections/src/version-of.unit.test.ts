import { describe, expect, it } from 'vitest';
import { versionOf } from './version-of.ts';

const standing = { number: 'not null', speed: 'nullable' };

describe('versionOf', () => {
  it('is the same for the same rules and shape, on any host', () => {
    expect(versionOf(3, { live_standings: standing })).toBe(
      versionOf(3, { live_standings: { ...standing } }),
    );
  });

  it('changes with a column added, made nullable, or with the rules', () => {
    const version = versionOf(3, { live_standings: standing });
    expect(versionOf(3, { live_standings: { ...standing, top_speed: 'nullable' } })).not.toBe(version);
    expect(versionOf(3, { live_standings: { ...standing, number: 'nullable' } })).not.toBe(version);
    expect(versionOf(4, { live_standings: standing })).not.toBe(version);
  });

  it('fits a positive integer column', () => {
    for (const rules of [0, 1, 2, 3, 1_000]) {
      const version = versionOf(rules, { live_standings: standing });
      expect(Number.isInteger(version)).toBe(true);
      expect(version).toBeGreaterThan(0);
      expect(version).toBeLessThanOrEqual(2 ** 31 - 1);
    }
  });
});
