import { describe, expect, it } from 'vitest';
import { throttle } from './throttle.ts';

/** A clock and timer queue moved by the test. */
function manualTimers() {
  let time = 0;
  let queue: { at: number; run: () => void; id: number }[] = [];
  let ids = 0;
  return {
    now: () => time,
    setTimeout: (run: () => void, ms: number) => {
      ids += 1;
      queue.push({ at: time + ms, run, id: ids });
      return ids;
    },
    clearTimeout: (handle: unknown) => {
      queue = queue.filter((timer) => timer.id !== handle);
    },
    advance(ms: number) {
      time += ms;
      const due = queue.filter((timer) => timer.at <= time);
      queue = queue.filter((timer) => timer.at > time);
      for (const timer of due) timer.run();
    },
  };
}

describe('throttle', () => {
  it('runs at once, then at most once per interval with the latest value', () => {
    const timers = manualTimers();
    const seen: number[] = [];
    const write = throttle((value: number) => seen.push(value), 1000, timers);
    write(1);
    write(2);
    write(3);
    expect(seen).toEqual([1]);
    timers.advance(999);
    expect(seen).toEqual([1]);
    timers.advance(1);
    expect(seen).toEqual([1, 3]);
    timers.advance(5000);
    expect(seen).toEqual([1, 3]);
  });

  it('delivers a waiting value on flush and forgets it on cancel', () => {
    const timers = manualTimers();
    const seen: string[] = [];
    const write = throttle((value: string) => seen.push(value), 1000, timers);
    write('a');
    write('b');
    write.flush();
    expect(seen).toEqual(['a', 'b']);
    timers.advance(10);
    write('c');
    write.cancel();
    timers.advance(2000);
    expect(seen).toEqual(['a', 'b']);
  });
});
