import { describe, expect, it, vi } from 'vitest';
import { type QueueTask, startInTurns } from './start-in-turns.ts';

/** A task queue the test runs one task at a time. */
function taskQueue() {
  const tasks: (() => void)[] = [];
  const queue: QueueTask = (run) => {
    tasks.push(run);
    return () => {
      const at = tasks.indexOf(run);
      if (at >= 0) tasks.splice(at, 1);
    };
  };
  const runOne = () => tasks.shift()?.();
  const runAll = () => {
    while (tasks.length > 0) runOne();
  };
  return { queue, runOne, runAll, pending: () => tasks.length };
}

describe('startInTurns', () => {
  it('runs each step in a task of its own, in order', () => {
    const tasks = taskQueue();
    const ran: string[] = [];
    startInTurns([() => void ran.push('a'), () => void ran.push('b'), () => void ran.push('c')], tasks.queue);
    expect(ran).toEqual([]);
    tasks.runOne();
    expect(ran).toEqual(['a']);
    tasks.runOne();
    expect(ran).toEqual(['a', 'b']);
    tasks.runAll();
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('stops what the steps started, and runs none of those not yet run', () => {
    const tasks = taskQueue();
    const ran: string[] = [];
    const stopped: string[] = [];
    const stop = startInTurns(
      [
        () => {
          ran.push('poll');
          return () => stopped.push('poll');
        },
        () => {
          ran.push('socket');
          return undefined;
        },
        () => {
          ran.push('late');
          return () => stopped.push('late');
        },
      ],
      tasks.queue,
    );
    tasks.runOne();
    tasks.runOne();
    stop();
    expect(tasks.pending()).toBe(0);
    tasks.runAll();
    expect(ran).toEqual(['poll', 'socket']);
    expect(stopped).toEqual(['poll']);
  });

  it('queues its tasks as messages, which a stopped clock does not hold back', async () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    await new Promise<void>((done) => {
      startInTurns([
        () => void ran.push('a'),
        () => {
          ran.push('b');
          done();
          return undefined;
        },
      ]);
    });
    vi.useRealTimers();
    expect(ran).toEqual(['a', 'b']);
  });
});
