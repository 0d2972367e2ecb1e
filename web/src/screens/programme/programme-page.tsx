import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useShownEvent } from '../../components/use-shown-event.ts';
import { loadLive } from '../../stores/live-store.ts';
import { followMomentProgram, program, programError, programLoading } from '../../stores/program-store.ts';
import { otherEventShown } from '../../stores/shown-moment.ts';
import { DayChips } from './day-chips.tsx';
import { DayEvents } from './day-events.tsx';
import { defaultDay, programDays } from './program-rules.ts';
import { programmeNow } from './programme-clock.ts';
import { ProgrammeHero } from './programme-hero.tsx';
import { ProgrammeLegend } from './programme-legend.tsx';
import { ProgrammeSummary } from './programme-summary.tsx';
import { PROGRAMME_TEXT as TEXT } from './programme-texts.ts';
import './programme-page.css';

/**
 * `/programme`: the week's events by day (spec part 1 §2). It reads the minute clock only, so it re-renders
 * once a minute; the live load feeds the winner banner. The clock is the moment the site shows (a replay, the
 * TV delay): the programme's states are those of that moment, and a session of another event has none.
 * The programme is the followed event's, the current one: its times and days are read in its time zone.
 */
export function ProgrammePage() {
  useSignals();
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const zone = useShownEvent()?.time_zone ?? null;
  useEffect(() => {
    void loadLive();
    return followMomentProgram();
  }, []);

  const schedule = program.value;
  const now = programmeNow.value;
  const days = schedule ? programDays(schedule) : [];
  // Until the visitor picks a day, the default follows the clock (today, else the first day).
  const selected = chosenDay && days.includes(chosenDay) ? chosenDay : defaultDay(days, now, zone);

  return (
    <section className="programme-page" aria-labelledby="programme-title">
      <ProgrammeHero />
      {otherEventShown.value ? (
        <p className="card" data-testid="programme-other-event">
          {TEXT.otherEvent}
        </p>
      ) : !schedule ? (
        programLoading.value || !programError.value ? (
          <p className="card">{TEXT.loading}</p>
        ) : (
          <div className="card" role="alert">
            <h2>{TEXT.unavailable}</h2>
            <p className="muted">{programError.value}</p>
          </div>
        )
      ) : !selected ? (
        <p className="card">{TEXT.unavailable}</p>
      ) : (
        <>
          <DayChips
            schedule={schedule}
            days={days}
            selected={selected}
            now={now}
            zone={zone}
            onSelect={setChosenDay}
          />
          <ProgrammeSummary schedule={schedule} now={now} zone={zone} />
          <DayEvents events={schedule[selected] ?? []} now={now} zone={zone} />
          <ProgrammeLegend />
        </>
      )}
    </section>
  );
}
