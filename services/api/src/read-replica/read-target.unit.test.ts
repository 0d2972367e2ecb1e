import { describe, expect, it } from 'vitest';
import { readTargetOf } from './read-target.ts';

describe('readTargetOf', () => {
  it('reads from the replica while it is within the bound, the bound included', () => {
    expect(readTargetOf({ answered: true, lagMs: 0 }, 10_000)).toMatchObject({ target: 'replica', lagMs: 0 });
    expect(readTargetOf({ answered: true, lagMs: 10_000 }, 10_000).target).toBe('replica');
  });

  it('leaves a replica lagging past the bound for the primary, and says by how much', () => {
    const lagging = readTargetOf({ answered: true, lagMs: 12_345 }, 10_000);
    expect(lagging).toMatchObject({ target: 'primary', lagMs: 12_345 });
    expect(lagging.detail).toBe('réplique en retard de 12.3 s (plus de 10 s), lectures sur le primaire');
  });

  it('reads from the primary when the replica does not answer or its lag is unknown', () => {
    const down = readTargetOf({ answered: false, problem: 'connexion refusée' }, 10_000);
    expect(down).toEqual({
      target: 'primary',
      lagMs: null,
      detail: 'réplique injoignable, lectures sur le primaire : connexion refusée',
    });
    expect(readTargetOf({ answered: true, lagMs: null }, 10_000)).toMatchObject({ target: 'primary' });
  });

  it('comes back to the replica once it has caught up', () => {
    expect(readTargetOf({ answered: true, lagMs: 60_000 }, 10_000).target).toBe('primary');
    expect(readTargetOf({ answered: true, lagMs: 200 }, 10_000).target).toBe('replica');
  });
});
