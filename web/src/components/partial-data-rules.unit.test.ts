import { describe, expect, it } from 'vitest';
import { partialDataText } from './partial-data-rules.ts';

describe('partialDataText', () => {
  it('says from which race time the data runs', () => {
    expect(partialDataText(85_500_000)).toBe('Données partielles depuis 23:45:00');
    expect(partialDataText(300_999)).toBe('Données partielles depuis 00:05:00');
  });

  it('says nothing of a session followed from the start', () => {
    expect(partialDataText(null)).toBeNull();
    expect(partialDataText(undefined)).toBeNull();
  });
});
