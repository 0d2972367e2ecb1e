import type { LiveRow } from '@lemans/contract';
import { formatLapsBehind } from '@lemans/contract/timing';
import { runningOrderOf } from './running-order.ts';

/** Cars out of the race that keep their place in the order: their gap grows as the others lap. */
const OUT: ReadonlySet<string> = new Set(['Retired', 'Stopped']);

/**
 * A car out of the race (retired, or stopped on the circuit) is measured in laps against the leader as it
 * stands now, and against its class leader: its gap at its last crossing would freeze it where it stopped
 * ("18 Laps" for a car 79 laps down at the flag). It has no interval to the car ahead, which it no longer
 * races.
 */
export function withOutCarsLapsBehind(rows: readonly LiveRow[]): LiveRow[] {
  const order = runningOrderOf(rows);
  return rows.map((row) => {
    if (!OUT.has(row.car_state)) return row;
    const behind = (leader: LiveRow | undefined) =>
      leader && leader !== row && leader.lap_count > row.lap_count ? leader.lap_count - row.lap_count : 0;
    const laps = behind(order.at(1));
    const classLaps = behind(order.inClass(row, 1));
    return {
      ...row,
      ...(laps > 0 && { gap: formatLapsBehind(laps) }),
      ...(classLaps > 0 && { class_gap: formatLapsBehind(classLaps) }),
      interval_time: null,
      interval: '',
      class_interval_time: null,
      class_interval: '',
    };
  });
}
