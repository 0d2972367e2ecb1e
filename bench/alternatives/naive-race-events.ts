/**
 * Race events as one would derive them without database views: from every session row (and its stats row)
 * loaded into JavaScript on each request. A session belongs to the event its name gives on the local day
 * of its start in Europe/Paris; the reference session is the most complete one that is not a replay.
 */
import type { Database } from '@lemans/platform';
import type { SessionKind } from '@lemans/race';
import type { Selectable } from 'kysely';

export type Session = Selectable<Database['sessions']>;
type SessionStats = Selectable<Database['session_stats']>;

export interface EventSession {
  session: Session;
  kind: SessionKind;
  totalLaps: number;
}

export interface NaiveEvent {
  id: string;
  name: string;
  /** The local day, yyyy-MM-dd. */
  date: string;
  /** Its sessions that are not replays, newest first: the ones race pages report on. */
  timed: EventSession[];
  reference: EventSession | undefined;
  liveNow: boolean;
  lastCreatedAt: number;
}

const parisDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Lower case ASCII words joined by dashes, accents folded: "Épreuve" gives "epreuve". */
function slugOf(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words || 'course';
}

function eventIdOf(session: Session, date: string): string {
  return `${slugOf(session.event_name).replace(new RegExp(`-${date.slice(0, 4)}$`), '')}-${date}`;
}

const kindOf = (session: Session): SessionKind =>
  session.is_replay ? 'replay' : session.id.startsWith('import-') ? 'import' : 'live';

const byId = (a: Session, b: Session) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const created = (session: Session) => session.created_at.getTime();
export const newestFirst = (a: Session, b: Session) => created(b) - created(a) || byId(b, a);

/** Most laps, then finished, then a live session over an import, then the newest. */
function moreComplete(a: EventSession, b: EventSession): number {
  return (
    b.totalLaps - a.totalLaps ||
    Number(b.session.status === 'ended') - Number(a.session.status === 'ended') ||
    Number(b.kind === 'live') - Number(a.kind === 'live') ||
    newestFirst(a.session, b.session)
  );
}

/** The events these sessions make, as race_events and race_event_references describe them. */
export function raceEventsOf(sessions: Session[], stats: SessionStats[]): NaiveEvent[] {
  const laps = new Map(stats.map((row) => [row.session_id, row.total_laps]));
  const grouped = new Map<string, { date: string; members: EventSession[] }>();
  for (const session of sessions) {
    const date = parisDay.format(session.start_time ?? session.created_at);
    const id = eventIdOf(session, date);
    const group = grouped.get(id) ?? { date, members: [] };
    group.members.push({ session, kind: kindOf(session), totalLaps: laps.get(session.id) ?? 0 });
    grouped.set(id, group);
  }
  return [...grouped].map(([id, { date, members }]) => {
    const timed = members.filter((member) => member.kind !== 'replay');
    const naming = [...members].sort(
      (a, b) =>
        Number(a.kind === 'replay') - Number(b.kind === 'replay') ||
        created(a.session) - created(b.session) ||
        byId(a.session, b.session),
    );
    return {
      id,
      name: naming[0]?.session.event_name ?? '',
      date,
      timed: [...timed].sort((a, b) => newestFirst(a.session, b.session)),
      reference: [...timed].sort(moreComplete)[0],
      liveNow: members.some((member) => member.kind === 'live' && member.session.status === 'active'),
      lastCreatedAt: Math.max(...members.map((member) => created(member.session))),
    };
  });
}

/** The event shown when none is asked for: a running live session's, else the latest day's. */
export function currentEventOf(events: NaiveEvent[]): NaiveEvent | undefined {
  return [...events].sort(
    (a, b) =>
      Number(b.liveNow) - Number(a.liveNow) ||
      b.date.localeCompare(a.date) ||
      b.lastCreatedAt - a.lastCreatedAt ||
      a.id.localeCompare(b.id),
  )[0];
}

/** Newest day first: the order in which the other events of a car or a driver are listed. */
export function newestEventsFirst(events: NaiveEvent[]): NaiveEvent[] {
  return [...events].sort((a, b) => b.date.localeCompare(a.date) || (a.id < b.id ? -1 : 1));
}
