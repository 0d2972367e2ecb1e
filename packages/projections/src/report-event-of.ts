import { type AlertText, categoryLabelOf, frenchMessageOf, type ReportEventText } from '@lemans/race';
import type { ProjectionModel, ReportEventRow } from './projection-model.ts';
import type { StoredEvent } from './stored-event.ts';

/**
 * The notable moments of a session for its report and the race-control alerts (spec part 2 §3 and §4:
 * fastest_lap, pitstop, position_change, dnf, safety_car), written in the French wording of their code. Other
 * events are not reported: lap and sector times have their own tables.
 */
export function reportEventOf(model: ProjectionModel, stored: StoredEvent): ReportEventRow | null {
  const { event } = stored;
  const said = (text: ReportEventText) => frenchMessageOf(text);
  const row = (eventType: string, number: string | null, lap: number | null, description: string) => ({
    event_position: stored.globalPosition,
    session_id: model.sessionId,
    event_type: eventType,
    number,
    lap_number: lap,
    description,
    race_time_ms: stored.metadata.raceTimeMs,
    occurred_at: new Date(stored.metadata.observedAt),
  });
  switch (event.type) {
    case 'RaceStateChanged': {
      if (event.data.from === null) return null;
      const { to } = event.data;
      const type = to === 'safety' || to === 'vsc' ? 'safety_car' : 'race_state';
      return row(type, null, null, said({ code: `race_state.${to}`, values: {} }));
    }
    case 'PitEntered': {
      const { number, lap, stop } = event.data;
      return row('pitstop', number, lap, said({ code: 'car.pit_stop', values: { car: number, stop, lap } }));
    }
    case 'PositionChanged': {
      const { number, lap, from, to, classFrom, classTo } = event.data;
      const values = { car: number, lap };
      if (to === 1 && from !== 1)
        return row('position_change', number, lap, said({ code: 'car.takes_lead', values }));
      if (classTo === 1 && classFrom !== 1) {
        const category = categoryLabelOf(model.cars.get(number)?.entry.category ?? '');
        return row(
          'position_change',
          number,
          lap,
          said({ code: 'car.takes_class_lead', values: { ...values, category } }),
        );
      }
      return null;
    }
    case 'BestLapSet': {
      const { number, lap, timeMs, scope, category } = event.data;
      if (scope === 'personal') return null;
      const values = { car: number, lap, lap_time_ms: timeMs };
      const text: AlertText =
        scope === 'overall'
          ? { code: 'car.fastest_lap', values }
          : { code: 'car.class_fastest_lap', values: { ...values, category: categoryLabelOf(category) } };
      return row('fastest_lap', number, lap, said(text));
    }
    case 'CarStateChanged': {
      const { number, lap, to } = event.data;
      const values = { car: number, lap };
      if (to === 'Retired') return row('dnf', number, lap, said({ code: 'car.dnf', values }));
      if (to === 'Stopped') return row('dnf', number, lap, said({ code: 'car.stopped', values }));
      if (to === 'Disqualified')
        return row(
          'disqualification',
          number,
          lap,
          said({ code: 'car.disqualified', values: { car: number } }),
        );
      return null;
    }
    default:
      return null;
  }
}
