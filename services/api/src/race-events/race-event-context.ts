import type { ElsewhereAtEvent, RaceEventContext } from '@lemans/contract';
import type { RaceEventRow } from './race-events-repository.ts';

/** What a race page says of the event it shows: which one, its reference session, the same car elsewhere. */
export function raceEventContextOf(
  event: RaceEventRow | null,
  elsewhere: ElsewhereAtEvent[],
): RaceEventContext | null {
  if (!event) return null;
  const { current: _current, ...facts } = event;
  return { ...facts, elsewhere };
}
