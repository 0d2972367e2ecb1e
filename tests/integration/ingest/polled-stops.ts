import { expect } from 'vitest';

/** What a PitExited says of the stop's time. */
interface StopTiming {
  durationMs: number | null;
  precisionMs: number | null;
}

/** An event as the comparisons read it: its type and data, and whatever else they keep. */
interface ComparedEvent {
  type: string;
  data: unknown;
}

/**
 * Checks that the events of a session polled from the feed are those of the same race ingested from its
 * recording, but for the stops' durations: the recording's are the timing file's (precision 0), whereas the
 * feed's documents carry none and the polls time each stop, to within the precision they give it: `stepMs`,
 * the race time between two polls (the car seen in up to one poll late, and out up to one poll late).
 */
export function expectSameEventsButPolledStops(
  polled: readonly ComparedEvent[],
  recorded: readonly ComparedEvent[],
  stepMs: number,
): void {
  expect(polled).toHaveLength(recorded.length);
  let timed = 0;
  polled.forEach((event, index) => {
    const exact = recorded[index];
    if (event.type !== 'PitExited' || exact?.type !== 'PitExited') return;
    const polled = event.data as StopTiming;
    const measured = exact.data as StopTiming;
    if (measured.durationMs !== null) expect(measured.precisionMs).toBe(0);
    if (polled.durationMs === null || measured.durationMs === null || polled.precisionMs === null) return;
    expect(polled.precisionMs, JSON.stringify(event)).toBe(stepMs);
    expect(Math.abs(polled.durationMs - measured.durationMs), JSON.stringify(event)).toBeLessThanOrEqual(
      polled.precisionMs,
    );
    timed += 1;
  });
  expect(timed, 'stops timed both ways').toBeGreaterThan(0);
  expect(withoutStopDurations(polled)).toEqual(withoutStopDurations(recorded));
}

function withoutStopDurations(events: readonly ComparedEvent[]): ComparedEvent[] {
  return events.map((event) =>
    event.type === 'PitExited'
      ? { ...event, data: { ...(event.data as object), durationMs: '(durée)', precisionMs: '(précision)' } }
      : event,
  );
}
