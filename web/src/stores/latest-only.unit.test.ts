import { describe, expect, it } from 'vitest';
import { LatestOnly } from './latest-only.ts';

/** A server whose answers the test releases one by one, and a clock the test moves. */
function harness(minIntervalMs = 250) {
  let time = 0;
  const asked: number[] = [];
  const answers: ((value: string) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  const shown: [number, string][] = [];
  const errors: number[] = [];
  const waits: number[] = [];
  const latest = new LatestOnly<number, string>({
    load: (key) => {
      asked.push(key);
      return new Promise((resolve, reject) => {
        answers.push(resolve);
        failures.push(reject);
      });
    },
    onResult: (key, result) => shown.push([key, result]),
    onError: (key) => errors.push(key),
    minIntervalMs,
    now: () => time,
    wait: async (ms) => {
      waits.push(ms);
      time += ms;
    },
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    latest,
    asked,
    shown,
    errors,
    waits,
    settle,
    tick: (ms: number) => {
      time += ms;
    },
    answer: async (index: number, value: string) => {
      answers[index]?.(value);
      await settle();
    },
    fail: async (index: number) => {
      failures[index]?.(new Error('Erreur 500'));
      await settle();
    },
  };
}

describe('LatestOnly', () => {
  it('keeps one request in flight and asks for the latest key once it is answered', async () => {
    const h = harness();
    h.latest.request(1);
    h.latest.request(2);
    h.latest.request(3);
    await h.settle();
    expect(h.asked).toEqual([1]);
    h.tick(1000);
    await h.answer(0, 'un');
    expect(h.asked).toEqual([1, 3]);
    await h.answer(1, 'trois');
    expect(h.shown).toEqual([
      [1, 'un'],
      [3, 'trois'],
    ]);
    expect(h.latest.busy).toBe(false);
  });

  it('waits out the least interval between two starts', async () => {
    const h = harness(250);
    h.latest.request(1);
    h.tick(100);
    await h.answer(0, 'un');
    h.latest.request(2);
    await h.settle();
    expect(h.waits).toEqual([150]);
    expect(h.asked).toEqual([1, 2]);
  });

  it('goes on after a failure and reports it', async () => {
    const h = harness();
    h.latest.request(1);
    h.latest.request(2);
    h.tick(300);
    await h.fail(0);
    expect(h.errors).toEqual([1]);
    expect(h.asked).toEqual([1, 2]);
  });

  it('drops the answers still to come once stopped', async () => {
    const h = harness();
    h.latest.request(1);
    h.latest.request(2);
    h.latest.stop();
    await h.answer(0, 'un');
    h.latest.request(3);
    await h.settle();
    expect(h.shown).toEqual([]);
    expect(h.asked).toEqual([1]);
  });

  it('asks again for a moment after the wait a busy server gave, unless another was asked since', async () => {
    const h = harness();
    h.latest.request(1);
    await h.fail(0);
    h.latest.retryLater(1, 2000);
    await h.settle();
    expect(h.asked).toEqual([1, 1]);
    expect(h.waits).toContain(2000);

    await h.fail(1);
    h.latest.retryLater(1, 2000);
    h.latest.request(5);
    await h.settle();
    await h.settle();
    // The viewer moved on to 5: the page never goes back to 1.
    expect(h.asked.at(-1)).toBe(5);
    expect(h.asked.filter((key) => key === 1)).toHaveLength(2);
  });
});
