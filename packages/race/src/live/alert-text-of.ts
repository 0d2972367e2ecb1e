import type { AlertText, RaceState, ReportEventText, ReportEventType } from '@lemans/contract';
import { raceStateOf } from '@lemans/contract';
import { categoryLabelOf } from '../categories.ts';
import type { AlertRow, ReportEventRow } from './report-event-row.ts';

/*
 * An alert's or a report event's code and values, read from its stored row and the domain event it derives
 * from (never from its French description): rows stored before they had codes read the same. A report
 * event type without its reading in both tables below does not compile.
 */

const raceStateText = (state: RaceState): AlertText => ({ code: `race_state.${state}`, values: {} });

/** Race control's generic code, for a row that says too little for another. */
const RACE_CONTROL: AlertText = { code: 'race_control', values: {} };

/** Race control's reading of each type; null for the types it does not announce. */
const TEXT_OF_TYPE: Record<ReportEventType, ((row: AlertRow) => AlertText | null) | null> = {
  // A safety-car event whose domain event is missing still announces the safety car.
  safety_car: (row) => raceStateText(raceStateOf(row.to_state) ?? 'safety'),
  race_state: (row) => {
    const state = raceStateOf(row.to_state);
    return state && raceStateText(state);
  },
  dnf: ({ number, lap_number, to_state }) =>
    number === null || lap_number === null
      ? null
      : {
          code: to_state === 'Stopped' ? 'car.stopped' : 'car.dnf',
          values: { car: number, lap: lap_number },
        },
  disqualification: ({ number }) =>
    number === null ? null : { code: 'car.disqualified', values: { car: number } },
  fastest_lap: ({ number, lap_number, lap_time_ms, best_lap_scope, best_lap_class }) => {
    if (number === null || lap_number === null || lap_time_ms === null) return null;
    const values = { car: number, lap: lap_number, lap_time_ms };
    if (best_lap_scope === 'overall') return { code: 'car.fastest_lap', values };
    if (best_lap_scope !== 'class' || !best_lap_class) return null;
    return {
      code: 'car.class_fastest_lap',
      values: { ...values, category: categoryLabelOf(best_lap_class) },
    };
  },
  pitstop: null,
  position_change: null,
};

const isKnownType = (type: string): type is ReportEventType => Object.hasOwn(TEXT_OF_TYPE, type);

/** The row's code; race control's generic one when its type is another or the row says too little. */
export function alertTextOf(row: AlertRow): AlertText {
  const read = isKnownType(row.event_type) ? TEXT_OF_TYPE[row.event_type] : null;
  return read?.(row) ?? RACE_CONTROL;
}

/** The projection reports a lead change when the car comes to first place from another. */
const takesLead = (from: number | null, to: number | null) => to === 1 && from !== 1;

type ReportReading = ((row: ReportEventRow) => ReportEventText | null) | null;

/**
 * The report's own reading of the types race control does not announce, in the projection's words; null for
 * the others, which the report words as race control does.
 */
const TEXT_OF_REPORT_TYPE: Record<ReportEventType, ReportReading> = {
  pitstop: ({ number, lap_number, pit_stop }) =>
    number === null || lap_number === null || pit_stop === null
      ? null
      : { code: 'car.pit_stop', values: { car: number, lap: lap_number, stop: pit_stop } },
  position_change: (row) => {
    const { number, lap_number, category } = row;
    if (number === null || lap_number === null) return null;
    const values = { car: number, lap: lap_number };
    if (takesLead(row.position_from, row.position_to)) return { code: 'car.takes_lead', values };
    if (!takesLead(row.class_position_from, row.class_position_to) || category === null) return null;
    return { code: 'car.takes_class_lead', values: { ...values, category: categoryLabelOf(category) } };
  },
  fastest_lap: null,
  dnf: null,
  safety_car: null,
  race_state: null,
  disqualification: null,
};

/** A report event's code: its own for a pit stop or a lead change, else race control's as for an alert. */
export function reportEventTextOf(row: ReportEventRow): ReportEventText {
  const read = isKnownType(row.event_type) ? TEXT_OF_REPORT_TYPE[row.event_type] : null;
  if (!read) return alertTextOf(row);
  return read(row) ?? RACE_CONTROL;
}
