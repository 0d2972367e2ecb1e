import { describe, expect, it } from 'vitest';
import { sessionTypeColor, sessionTypeLabel } from './session-types.ts';

describe('session types', () => {
  it('labels the four types in French and keeps an unknown one', () => {
    expect(sessionTypeLabel('practice')).toBe('Essais');
    expect(sessionTypeLabel('Qualifying')).toBe('Qualifications');
    expect(sessionTypeLabel('warmup')).toBe('Warm-up');
    expect(sessionTypeLabel('race')).toBe('Course');
    expect(sessionTypeLabel('test')).toBe('test');
  });

  it('colours them, grey for an unknown one', () => {
    expect(sessionTypeColor('race')).toBe('#DC2626');
    expect(sessionTypeColor('test')).toBe('#6B7280');
  });
});
