import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useShownEvent } from '../../components/use-shown-event.ts';
import { t } from '../../i18n/i18n.ts';
import { categories, entries, entryGroups } from '../../stores/entries-store.ts';
import { racePhase } from '../../stores/live-state-store.ts';
import { followMomentProgram, program } from '../../stores/program-store.ts';
import { racePhaseText } from '../../stores/race-phase.ts';
import { RaceWinners } from '../live/ranking/race-winners.tsx';
import { useRaceWinners } from '../live/ranking/use-race-winners.ts';
import { circuitLengthOf, eventDaysOf, raceLengthOf } from './home-figures.ts';
import { HOME_TEXT } from './home-texts.ts';

/**
 * The figures of the race the site follows (its circuit's length, its race's, the days of its programme) and
 * the three doors into the site: live (the race's phase as every page says it, and its winner once the
 * result is out), programme, entries.
 */
export function HomeOverview() {
  useSignals();
  const event = useShownEvent();
  // The programme card says which days the programme covers.
  useEffect(() => followMomentProgram(), []);
  const carCount = entries.value.length;
  // The category list loads silently; when it is missing, the categories found in the entries count instead.
  const categoryCount = categories.value.length || entryGroups.value.length;
  const phase = racePhase.value;
  const winners = useRaceWinners(phase);

  return (
    <>
      <section className="home-stats" aria-label={HOME_TEXT.statsTitle}>
        <Stat value={String(carCount)} label={HOME_TEXT.statEntries} />
        <Stat value={String(categoryCount)} label={HOME_TEXT.statCategories} />
        <Stat value={circuitLengthOf(event)} label={HOME_TEXT.statCircuit} />
        <Stat value={raceLengthOf(event)} label={HOME_TEXT.statDuration} />
      </section>

      <nav className="home-cards" aria-label={HOME_TEXT.quickLinks}>
        <Link href="/live" className="card home-card">
          <h2>{HOME_TEXT.liveCard}</h2>
          <p className={phase.live ? 'home-live on' : 'home-live'} data-phase={phase.kind}>
            {racePhaseText(phase)}
          </p>
          {winners && <RaceWinners winners={winners} classes={false} />}
        </Link>
        <Link href="/programme" className="card home-card">
          <h2>{HOME_TEXT.programmeCard}</h2>
          <p>{eventDaysOf(Object.keys(program.value ?? {}), event?.date ?? null)}</p>
        </Link>
        <Link href="/engagements" className="card home-card">
          <h2>{HOME_TEXT.entriesCard}</h2>
          <p>{t('home.cars', { count: carCount })}</p>
        </Link>
      </nav>
    </>
  );
}

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <div className="home-stat">
      <strong>{value}</strong>
      <span>{label}</span>
    </div>
  );
}
