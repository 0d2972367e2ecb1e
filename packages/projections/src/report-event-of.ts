import {
  type AlertText,
  frenchMessageOf,
  type ReportEventText,
  type ReportEventType,
} from '@lemans/contract';
import { categoryLabelOf, type DomainEvent, type DomainEventType } from '@lemans/race';
import type { ProjectionModel, ReportEventRow } from './projection-model.ts';
import type { StoredEvent } from './stored-event.ts';

/*
 * The notable moments of a session for its report and the race-control alerts (spec part 2 §3 and §4:
 * fastest_lap, pitstop, position_change, dnf, safety_car), written in the French wording of their code.
 * Each domain event type says what it reports, or null for none: a type added to DomainEvent does not
 * compile until it says.
 */

type EventData = { [Event in DomainEvent as Event['type']]: Event['data'] };

/** What a type's reading writes with: the model as the event finds it, and the event's report row. */
interface Reporting {
  model: ProjectionModel;
  row(
    type: ReportEventType,
    number: string | null,
    lap: number | null,
    text: ReportEventText,
  ): ReportEventRow;
}

type ReportOf<Type extends DomainEventType> = (
  data: EventData[Type],
  reporting: Reporting,
) => ReportEventRow | null;

const REPORT_OF: { [Type in DomainEventType]: ReportOf<Type> | null } = {
  // The state a session starts in is not news: only a change of it is.
  RaceStateChanged: ({ from, to }, { row }) => {
    if (from === null) return null;
    const type = to === 'safety' || to === 'vsc' ? 'safety_car' : 'race_state';
    return row(type, null, null, { code: `race_state.${to}`, values: {} });
  },
  PitEntered: ({ number, lap, stop }, { row }) =>
    row('pitstop', number, lap, { code: 'car.pit_stop', values: { car: number, stop, lap } }),
  PositionChanged: ({ number, lap, from, to, classFrom, classTo }, { model, row }) => {
    const values = { car: number, lap };
    if (to === 1 && from !== 1)
      return row('position_change', number, lap, { code: 'car.takes_lead', values });
    if (classTo !== 1 || classFrom === 1) return null;
    const category = categoryLabelOf(model.cars.get(number)?.entry.category ?? '');
    return row('position_change', number, lap, {
      code: 'car.takes_class_lead',
      values: { ...values, category },
    });
  },
  BestLapSet: ({ number, lap, timeMs, scope, category }, { row }) => {
    if (scope === 'personal') return null;
    const values = { car: number, lap, lap_time_ms: timeMs };
    const text: AlertText =
      scope === 'overall'
        ? { code: 'car.fastest_lap', values }
        : { code: 'car.class_fastest_lap', values: { ...values, category: categoryLabelOf(category) } };
    return row('fastest_lap', number, lap, text);
  },
  CarStateChanged: ({ number, lap, to }, { row }) => {
    const values = { car: number, lap };
    if (to === 'Retired') return row('dnf', number, lap, { code: 'car.dnf', values });
    if (to === 'Stopped') return row('dnf', number, lap, { code: 'car.stopped', values });
    if (to === 'Disqualified')
      return row('disqualification', number, lap, { code: 'car.disqualified', values: { car: number } });
    return null;
  },
  // The session's life, name and weather head its report; they are not among its moments.
  SessionStarted: null,
  SessionStatusChanged: null,
  SessionRenamed: null,
  WeatherObserved: null,
  SessionEnded: null,
  // The classification reads the official results from the events.
  OfficialResultsPublished: null,
  EntryRegistered: null,
  // Lap and sector times, stops' durations and crews have their own tables.
  SectorCompleted: null,
  LapCompleted: null,
  PitExited: null,
  DriverChanged: null,
};

function reportOf<Type extends DomainEventType>(
  type: Type,
  data: EventData[Type],
  reporting: Reporting,
): ReportEventRow | null {
  return REPORT_OF[type]?.(data, reporting) ?? null;
}

/** The report row an event makes, if it is a notable moment. */
export function reportEventOf(model: ProjectionModel, stored: StoredEvent): ReportEventRow | null {
  const row: Reporting['row'] = (type, number, lap, text) => ({
    event_position: stored.globalPosition,
    session_id: model.sessionId,
    event_type: type,
    number,
    lap_number: lap,
    description: frenchMessageOf(text),
    race_time_ms: stored.metadata.raceTimeMs,
    occurred_at: new Date(stored.metadata.observedAt),
  });
  return reportOf(stored.event.type, stored.event.data, { model, row });
}
