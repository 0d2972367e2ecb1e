import type { Program } from '../../api/types.ts';
import { dayParts } from '../../format/dates.ts';
import { t } from '../../i18n/i18n.ts';
import { dayDate, dayStatus } from './program-rules.ts';
import { PROGRAMME_TEXT as TEXT } from './programme-texts.ts';

interface DayChipsProps {
  schedule: Program;
  days: readonly string[];
  selected: string;
  now: number;
  /** The event's time zone, whose day is today; null while unknown. */
  zone: string | null;
  onSelect: (day: string) => void;
}

/** One button per day: weekday, day number, month, event count, and "Aujourd'hui" on today's. */
export function DayChips({ schedule, days, selected, now, zone, onSelect }: DayChipsProps) {
  return (
    <fieldset className="day-chips">
      <legend className="visually-hidden">{TEXT.days}</legend>
      {days.map((day) => {
        const parts = dayParts(dayDate(day));
        const status = dayStatus(day, now, zone);
        return (
          <button
            key={day}
            type="button"
            className={`day-chip ${status}`}
            aria-pressed={day === selected}
            onClick={() => onSelect(day)}
          >
            <span className="day-chip-weekday">{parts.weekday}</span>
            <strong className="day-chip-day">{parts.day}</strong>
            <span className="day-chip-month">{parts.month}</span>
            <span className="day-chip-count">
              {t('programme.events', { count: schedule[day]?.length ?? 0 })}
            </span>
            {status === 'current' && <span className="day-chip-today">{TEXT.today}</span>}
          </button>
        );
      })}
    </fieldset>
  );
}
