import { describe, expect, it } from 'vitest';
import { maxClients, type SocketHolder, sizeLevels } from '../../../bench/lib/level-sizing.ts';

const holder = (overrides: Partial<SocketHolder>): SocketHolder => ({
  name: 'each of the 2 client processes',
  count: 2,
  slots: 20_000,
  bound: 'open-file limit 20,000',
  perClient: 1,
  reserved: 100,
  spread: 'even',
  ...overrides,
});

/** nginx as the benchmarks run it here: two workers sharing the port, two connections a client. */
const nginx = (files: number) =>
  holder({
    name: 'each of the 2 nginx workers',
    slots: files,
    bound: `open-file limit ${files.toLocaleString('en-US')}`,
    perClient: 2,
    spread: 'hashed',
  });

describe('level sizing from the open-file limit', () => {
  it('shares clients split by the bench exactly between its processes', () => {
    expect(maxClients(holder({}))).toBe(2 * 19_900);
    expect(maxClients(holder({ perClient: 2 }))).toBe(2 * 9950);
  });

  it('leaves room for the fullest of processes a hash shares clients between', () => {
    const even = maxClients({ ...nginx(20_000), spread: 'even' });
    const hashed = maxClients(nginx(20_000));
    expect(hashed).toBeLessThan(even);
    // The fullest worker, at four standard deviations above its share, still fits its files.
    const fullest = hashed / 2 + 4 * Math.sqrt(hashed / 4);
    expect(fullest).toBeLessThanOrEqual(9950);
    expect((hashed + 1) / 2 + 4 * Math.sqrt((hashed + 1) / 4)).toBeGreaterThan(9950);
  });

  it('skips the levels the tightest process cannot hold, saying which and how many it can', () => {
    const plan = sizeLevels([10_000, 20_000], [holder({}), nginx(20_000), holder({ name: 'the server' })]);
    expect(plan.fit).toEqual([10_000]);
    expect(plan.skipped).toEqual([
      {
        clients: 20_000,
        reason: `open-file limit 20,000 of each of the 2 nginx workers allows at most ${maxClients(nginx(20_000)).toLocaleString('en-US')}`,
      },
    ]);
  });

  it('measures every level a limit high enough holds, and none a tiny one does', () => {
    expect(sizeLevels([10_000, 20_000], [nginx(262_144)])).toEqual({ fit: [10_000, 20_000], skipped: [] });
    expect(sizeLevels([10_000, 20_000], [nginx(64)]).fit).toEqual([]);
    expect(maxClients(nginx(64))).toBe(0);
  });
});
