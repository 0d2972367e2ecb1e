import type { Circuit } from '@lemans/circuits';
import type { LiveRow } from '@lemans/contract';

/**
 * How long each sector takes a car that has no time of its own yet: the circuit's typical times where they
 * were measured, else the median of the field's best times in that sector, else 0: with no pace known at all,
 * the car waits at its last timing line until the timing says it crossed the next.
 */
export function typicalSectorsOf(
  circuit: Circuit | null,
  cars: readonly Pick<LiveRow, 'best_sectors'>[],
): readonly [number, number, number] {
  if (circuit?.typicalSectorsMs) return circuit.typicalSectorsMs;
  const medianOf = (sector: 0 | 1 | 2) => {
    const times = cars
      .map((car) => car.best_sectors[sector])
      .filter((time): time is number => time !== null && time > 0)
      .sort((a, b) => a - b);
    return times.length > 0 ? (times[Math.floor(times.length / 2)] as number) : 0;
  };
  return [medianOf(0), medianOf(1), medianOf(2)];
}
