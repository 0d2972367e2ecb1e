import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatcher, FLUSH_INTERVAL_MS, MAX_BATCH_EVENTS } from './batcher.ts';
import type { AnalyticsEvent } from './events.ts';

const event = (index: number): AnalyticsEvent => ({
  name: 'click',
  section: 'home',
  path: '/',
  at: new Date(Date.UTC(2025, 5, 14, 14, 0, index)).toISOString(),
  data: { index },
});

/** What the sink received: each batch's event indexes and whether the page was unloading. */
function recordingSink() {
  const batches: { indexes: unknown[]; unloading: boolean }[] = [];
  const sink = (events: AnalyticsEvent[], { unloading }: { unloading: boolean }) => {
    batches.push({ indexes: events.map((item) => item.data?.index), unloading });
  };
  return { batches, sink };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createBatcher', () => {
  it('sends the waiting events a few seconds after the first one, in order, as one batch', () => {
    const { batches, sink } = recordingSink();
    const batcher = createBatcher({ sink });
    batcher.add(event(1));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS - 1000);
    batcher.add(event(2));
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(batches).toEqual([{ indexes: [1, 2], unloading: false }]);
    expect(batcher.pending).toBe(0);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS * 3);
    expect(batches).toHaveLength(1);
  });

  it('sends a batch as soon as it holds 20 events, and times the next one from its own first event', () => {
    const { batches, sink } = recordingSink();
    const batcher = createBatcher({ sink });
    for (let index = 0; index < MAX_BATCH_EVENTS + 1; index++) batcher.add(event(index));
    expect(MAX_BATCH_EVENTS).toBe(20);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.indexes).toHaveLength(20);
    expect(batcher.pending).toBe(1);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(batches.map((batch) => batch.indexes)).toEqual([
      Array.from({ length: 20 }, (_, index) => index),
      [20],
    ]);
  });

  it('sends everything at once when the page goes away, marked as unloading', () => {
    const { batches, sink } = recordingSink();
    const batcher = createBatcher({ sink });
    batcher.add(event(1));
    batcher.add(event(2));
    batcher.flush(true);
    expect(batches).toEqual([{ indexes: [1, 2], unloading: true }]);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(batches).toHaveLength(1);
  });

  it('sends nothing when nothing waits', () => {
    const { batches, sink } = recordingSink();
    createBatcher({ sink }).flush(true);
    expect(batches).toEqual([]);
  });

  it('drops a batch the sink fails to deliver, whether it throws or rejects, and goes on', async () => {
    const sent: number[] = [];
    let calls = 0;
    const batcher = createBatcher({
      maxEvents: 1,
      sink: (events) => {
        calls += 1;
        if (calls === 1) throw new Error('réseau indisponible');
        if (calls === 2) return Promise.reject(new Error('503'));
        sent.push(...events.map((item) => Number(item.data?.index)));
      },
    });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      expect(() => batcher.add(event(1))).not.toThrow();
      batcher.add(event(2));
      batcher.add(event(3));
      await vi.runAllTimersAsync();
      expect(sent).toEqual([3]);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('honours its own size and interval', () => {
    const { batches, sink } = recordingSink();
    const batcher = createBatcher({ sink, maxEvents: 3, intervalMs: 200 });
    batcher.add(event(1));
    vi.advanceTimersByTime(200);
    for (let index = 2; index <= 4; index++) batcher.add(event(index));
    expect(batches.map((batch) => batch.indexes)).toEqual([[1], [2, 3, 4]]);
  });
});
