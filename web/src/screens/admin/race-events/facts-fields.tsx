import { useId } from 'react';
import {
  CIRCUIT_CHOICES,
  KNOWN_TIME_ZONES,
  RACE_EVENTS_TEXT as TEXT,
  timeZoneFor,
} from './race-events-rules.ts';

export interface FactsValues {
  circuit_id: string;
  time_zone: string;
  hours: string;
}

/**
 * The circuit (from the catalogue), time zone and scheduled length of an event, shared by the create form and
 * an event's facts form. Choosing a circuit puts its time zone in, which the admin may still change.
 */
export function FactsFields<Values extends FactsValues>({
  values,
  onChange,
}: {
  values: Values;
  onChange: (values: Values) => void;
}) {
  const id = useId();
  return (
    <>
      <div className="admin-field">
        <label htmlFor={`${id}-circuit`}>{TEXT.circuit}</label>
        <select
          id={`${id}-circuit`}
          value={values.circuit_id}
          onChange={(event) =>
            onChange({
              ...values,
              circuit_id: event.target.value,
              time_zone: timeZoneFor(event.target.value, values.time_zone),
            })
          }
        >
          <option value="">{TEXT.noCircuit}</option>
          {CIRCUIT_CHOICES.map((circuit) => (
            <option key={circuit.id} value={circuit.id}>
              {circuit.name}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-zone`}>{TEXT.timeZone}</label>
        <input
          id={`${id}-zone`}
          list={`${id}-zones`}
          required
          maxLength={64}
          value={values.time_zone}
          onChange={(event) => onChange({ ...values, time_zone: event.target.value })}
        />
        <datalist id={`${id}-zones`}>
          {KNOWN_TIME_ZONES.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-hours`}>{TEXT.length}</label>
        <input
          id={`${id}-hours`}
          inputMode="decimal"
          value={values.hours}
          onChange={(event) => onChange({ ...values, hours: event.target.value })}
        />
      </div>
    </>
  );
}
