import { describe, expect, it } from 'vitest';
import { SUBCLASS_GROUPS, subclassOf, subclassOfResultClass } from './subclasses.ts';

describe('sub-classes', () => {
  it('reads LMP2 Pro-Am as each source writes it', () => {
    expect(subclassOf('P/A')).toBe('PRO_AM');
    expect(subclassOf(' Pro/Am ')).toBe('PRO_AM');
    expect(subclassOf(SUBCLASS_GROUPS.PRO_AM)).toBe('PRO_AM');
    expect(subclassOfResultClass('LMP2(Pro-Am)')).toBe('PRO_AM');
  });

  it('makes no sub-class of a hybrid mark, an empty cell or a plain class', () => {
    expect(subclassOf('H')).toBeNull();
    expect(subclassOf('')).toBeNull();
    expect(subclassOf(undefined)).toBeNull();
    expect(subclassOfResultClass('LMP2')).toBeNull();
    expect(subclassOfResultClass('LMGTE Am')).toBeNull();
  });
});
