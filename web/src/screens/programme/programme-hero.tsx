import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { eventOptionLabel } from '../../components/race-event-rules.ts';
import { useShownEvent } from '../../components/use-shown-event.ts';
import { formatClock, formatLongDate } from '../../format/dates.ts';
import { eventTimeOf } from '../../format/event-time.ts';
import { useT } from '../../i18n/use-language.tsx';
import '../../components/event-time-text.css';
import { racePhase } from '../../stores/live-state-store.ts';
import { liveRows } from '../../stores/live-store.ts';
import { program } from '../../stores/program-store.ts';
import { racePhaseText } from '../../stores/race-phase.ts';
import { useRaceWinners } from '../live/ranking/use-race-winners.ts';
import { programOver } from './program-rules.ts';
import { programmeInPast, programmeNow } from './programme-clock.ts';
import { PROGRAMME_TEXT as TEXT } from './programme-texts.ts';
import { raceLeader } from './race-leader.ts';

/**
 * The programme's head: the current event and its day, the time now (at the event, its zone named, and the
 * visitor's own when it reads otherwise), the race's phase as every page says it, its winner (or leader) as
 * the live ranking names it, the status.
 */
export function ProgrammeHero() {
  useSignals();
  const t = useT();
  const shown = useShownEvent();
  const now = programmeNow.value;
  const zone = shown?.time_zone ?? null;
  const time = zone ? eventTimeOf(now, zone) : null;
  const phase = racePhase.value;
  // The winner once the result is out, as the ranking's classification names it; until then the leader.
  const winners = useRaceWinners(phase);
  const leader = raceLeader(winners ? [winners.overall] : liveRows.value, winners !== null);
  const schedule = program.value;

  return (
    <header className="programme-hero">
      <div>
        <h1 id="programme-title">{TEXT.title}</h1>
        <p>{shown ? eventOptionLabel(shown) : TEXT.leadLoading}</p>
      </div>
      <p className="programme-clock" data-testid="programme-clock">
        {programmeInPast.value ? (
          <span>{TEXT.momentClockLabel} : </span>
        ) : (
          <span className="visually-hidden">{TEXT.clockLabel} : </span>
        )}
        <time dateTime={new Date(now).toISOString()}>
          <strong>{time ? time.local : formatClock(now)}</strong>{' '}
          <span>{formatLongDate(now, zone ?? undefined)}</span>
        </time>
        {time && <span className="event-time-zone"> {t('event_time.local', { zone: time.zone })}</span>}
        {time?.visitor && (
          <span className="event-time-visitor"> · {t('event_time.visitor', { time: time.visitor })}</span>
        )}
      </p>
      {schedule && programOver(schedule, now, zone) && (
        <p className="programme-status">🏁 {TEXT.eventOver}</p>
      )}
      {phase.kind !== 'none' && (
        <p className="programme-phase" data-phase={phase.kind}>
          {racePhaseText(phase)}
        </p>
      )}
      {leader && (
        <div className="programme-winner">
          <p>
            <span aria-hidden="true">🏆 </span>
            {leader.finished ? TEXT.winner : TEXT.leader} : <strong>#{leader.number}</strong> {leader.team} —{' '}
            {leader.car}
          </p>
          <div className="programme-winner-links">
            <Link href="/live/classement">{leader.finished ? TEXT.toFinalRanking : TEXT.toRanking}</Link>
            <Link href={`/equipes/${leader.entryId}`}>{leader.finished ? TEXT.toWinner : TEXT.toLeader}</Link>
          </div>
        </div>
      )}
    </header>
  );
}
