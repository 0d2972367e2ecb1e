import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startInTurns } from './start-in-turns.ts';

describe('startInTurns', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs each step in a task of its own, in order', () => {
    const ran: string[] = [];
    startInTurns([() => void ran.push('a'), () => void ran.push('b'), () => void ran.push('c')]);
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a', 'b']);
    vi.runAllTimers();
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('stops what the steps started, and runs none of those not yet run', () => {
    const ran: string[] = [];
    const stopped: string[] = [];
    const stop = startInTurns([
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
    ]);
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    stop();
    vi.runAllTimers();
    expect(ran).toEqual(['poll', 'socket']);
    expect(stopped).toEqual(['poll']);
  });
});
