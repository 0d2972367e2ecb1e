import { describe, expect, it } from 'vitest';
import { GateFullError } from '../http/work-gate.ts';
import { HEAVY_READS_BUSY, ReadQueue } from './read-queue.ts';

/** A read that finishes when told, holding its slot meanwhile. */
function heldRead() {
  let finish = () => {};
  const done = new Promise<string>((resolve) => {
    finish = () => resolve('lu');
  });
  return { finish, read: () => done };
}

function observed() {
  const waits: number[] = [];
  const refusals: string[] = [];
  return {
    waits,
    refusals,
    observer: { started: (ms: number) => waits.push(ms), refused: (why: string) => refusals.push(why) },
  };
}

describe('ReadQueue', () => {
  it('runs so many reads at once and hands the freed slot to the next one queued', async () => {
    const seen = observed();
    const queue = new ReadQueue({ concurrency: 1, maxWaitMs: 60_000, observer: seen.observer });
    const [first, second] = [heldRead(), heldRead()];
    const running = [queue.run(first.read), queue.run(second.read)];
    expect(queue.load).toEqual({ running: 1, waiting: 1 });
    first.finish();
    await running[0];
    expect(queue.load).toEqual({ running: 1, waiting: 0 });
    second.finish();
    expect(await running[1]).toBe('lu');
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
    expect(seen.waits).toHaveLength(2);
    expect(seen.refusals).toEqual([]);
  });

  it('refuses at once, with 503 and Retry-After, a read the queue foretells past its bound', async () => {
    const seen = observed();
    // Before any read is timed, one is expected to take 100 ms: a second one waiting would pass 150 ms.
    const queue = new ReadQueue({ concurrency: 1, maxWaitMs: 150, observer: seen.observer });
    const held = [heldRead(), heldRead()];
    const running = held.map((read) => queue.run(read.read));
    await expect(queue.run(async () => 'trop')).rejects.toEqual(new GateFullError(HEAVY_READS_BUSY, 1));
    expect(seen.refusals).toEqual(['foreseen']);
    for (const read of held) read.finish();
    await Promise.all(running);
  });

  it('refuses a queued read once it has waited its bound, and never starts it later', async () => {
    const seen = observed();
    // A read expected to take 100 ms may wait: its bound passes before the one ahead is done.
    const queue = new ReadQueue({ concurrency: 1, maxWaitMs: 150, observer: seen.observer });
    const held = heldRead();
    const running = queue.run(held.read);
    let started = false;
    const queued = queue.run(async () => {
      started = true;
    });
    const refusal = await queued.catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(GateFullError);
    expect((refusal as GateFullError).retryAfterS).toBeGreaterThanOrEqual(1);
    expect(queue.load).toEqual({ running: 1, waiting: 0 });
    held.finish();
    await running;
    expect(started).toBe(false);
    expect(seen.refusals).toEqual(['waited']);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees its slot when a read fails, and passes the failure on', async () => {
    const queue = new ReadQueue({ concurrency: 1, maxWaitMs: 1000 });
    await expect(queue.run(() => Promise.reject(new Error('panne')))).rejects.toThrow('panne');
    expect(await queue.run(async () => 42)).toBe(42);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });
});
