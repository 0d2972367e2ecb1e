import type { CarMoment } from './car-at.ts';

/**
 * The classification at a moment: more laps first, then the earlier crossing of the line. Cars yet to
 * complete a lap keep the order in which they will cross it for the first time. Once the session's data is
 * complete (`final`), the official result applies: a disqualified car drops to the foot of the order.
 */
export function rankField(field: CarMoment[], final: boolean): CarMoment[] {
  const disqualified = (moment: CarMoment) => (final && moment.index.car.result?.status === 'DSQ' ? 1 : 0);
  for (const moment of field) if (disqualified(moment)) moment.state = 'Disqualified';
  return field.sort(
    (a, b) =>
      disqualified(a) - disqualified(b) ||
      b.laps - a.laps ||
      a.lastCrossingMs - b.lastCrossingMs ||
      firstCrossing(a) - firstCrossing(b),
  );
}

function firstCrossing(moment: CarMoment): number {
  return moment.index.car.laps.elapsedMs[0] ?? Number.POSITIVE_INFINITY;
}
