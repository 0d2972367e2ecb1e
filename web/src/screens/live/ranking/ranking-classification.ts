import type { RaceEventFacts } from '@lemans/contract';
import type { RaceFinish } from '@lemans/contract/live-state';
import type { CarState } from '@lemans/race';
import { type ClassificationRules, classificationRulesOf, classify } from '@lemans/race/analysis';
import type { ShownRow } from '../../../stores/live-rules.ts';
import type { ClassifiedPlace } from './row-in-view.ts';
import type { UnplacedStatus } from './unplaced-status.ts';

/** The ranking once the flag is out: the classification's order, and the status of each car not placed. */
export interface RankingClassification {
  rows: ShownRow[];
  /** By number; a classified or running car has none. */
  statusOf: ReadonlyMap<string, UnplacedStatus>;
  /** By number: the places the ranking's position column shows, the classification's, not the timing's. */
  places: ReadonlyMap<string, ClassifiedPlace>;
}

/**
 * The classification of the cars shown, by the same rules as the API's (`classify`), once the chequered
 * flag is out: the provisional result until every car in the race has crossed, the final one then. Before
 * the flag, null: the ranking is the timing's order.
 */
export function rankingClassificationOf(
  rows: readonly ShownRow[],
  finish: RaceFinish | null,
  rules: ClassificationRules | null,
): RankingClassification | null {
  if (finish !== 'provisional' && finish !== 'final') return null;
  const byNumber = new Map(rows.map((row) => [row.participant_number, row]));
  const table = classify(
    rows.map((row) => ({
      number: row.participant_number,
      category: row.category_label,
      subclass: row.subclass,
      laps: row.lap_count,
      lastCrossingMs: row.last_crossing_time,
      state: row.car_state as CarState,
      official: null,
    })),
    { flagged: true, complete: finish === 'final' },
    rules,
  );
  const statusOf = new Map<string, UnplacedStatus>();
  const places = new Map<string, ClassifiedPlace>();
  for (const car of table) {
    places.set(car.number, { position: car.position, classPosition: car.classPosition });
    if (car.status === 'NC' || car.status === 'DNF' || car.status === 'DSQ')
      statusOf.set(car.number, car.status);
  }
  return { rows: table.map((car) => byNumber.get(car.number) as ShownRow), statusOf, places };
}

/** The distance rule of the event shown, for a session of its race's length (a practice has none). */
export function rankingRulesOf(
  event: RaceEventFacts | null | undefined,
  sessionDurationS: number | null | undefined,
): ClassificationRules | null {
  if (!event) return null;
  return classificationRulesOf(
    {
      championship: event.championship,
      season: event.season,
      circuitId: event.circuit_id,
      scheduledLengthS: event.scheduled_length_s,
    },
    sessionDurationS ?? null,
  );
}
