/**
 * Race events as one would read them without database views: every stored event, every session's
 * assignment, every session row (and its stats row) loaded into JavaScript on each request; the reference
 * session is the most complete one that is not a replay.
 */

import type { SessionKind } from '@lemans/contract';
import type { Database } from '@lemans/platform';
import type { Selectable } from 'kysely';

export type Session = Selectable<Database['sessions']>;
type SessionStats = Selectable<Database['session_stats']>;

export interface EventSession {
  session: Session;
  kind: SessionKind;
  totalLaps: number;
}

type StoredEvent = Selectable<Database['race_events']>;
type Assignment = Selectable<Database['race_event_sessions']>;

export interface NaiveEvent {
  stored: StoredEvent;
  id: string;
  name: string;
  /** The race day, yyyy-MM-dd. */
  date: string;
  /** Its sessions that are not replays, newest first: the ones race pages report on. */
  timed: EventSession[];
  reference: EventSession | undefined;
  liveNow: boolean;
  lastLiveCreatedAt: number;
  lastCreatedAt: number;
}

/** A date column as node-postgres gives it (local midnight), as the day it stores. */
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

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

/** The stored events holding these sessions, as race_events and race_event_references describe them. */
export function raceEventsOf(
  stored: StoredEvent[],
  assignments: Assignment[],
  sessions: Session[],
  stats: SessionStats[],
): NaiveEvent[] {
  const laps = new Map(stats.map((row) => [row.session_id, row.total_laps]));
  const eventOf = new Map(assignments.map((row) => [row.session_id, row.race_event_id]));
  const grouped = new Map<string, EventSession[]>();
  for (const session of sessions) {
    const id = eventOf.get(session.id);
    if (id === undefined) continue;
    const members = grouped.get(id) ?? [];
    members.push({ session, kind: kindOf(session), totalLaps: laps.get(session.id) ?? 0 });
    grouped.set(id, members);
  }
  return stored.flatMap((event) => {
    const members = grouped.get(event.id);
    if (!members) return [];
    const timed = members.filter((member) => member.kind !== 'replay');
    const live = members.filter((member) => member.kind === 'live');
    return [
      {
        stored: event,
        id: event.id,
        name: event.name,
        date: dayOf(event.day),
        timed: [...timed].sort((a, b) => newestFirst(a.session, b.session)),
        reference: [...timed].sort(moreComplete)[0],
        liveNow: live.some((member) => member.session.status === 'active'),
        lastLiveCreatedAt: Math.max(0, ...live.map((member) => created(member.session))),
        lastCreatedAt: Math.max(...members.map((member) => created(member.session))),
      },
    ];
  });
}

/** The event shown when none is asked for: a running live session's, else the one followed last. */
export function currentEventOf(events: NaiveEvent[]): NaiveEvent | undefined {
  return [...events].sort(
    (a, b) =>
      Number(b.liveNow) - Number(a.liveNow) ||
      b.lastLiveCreatedAt - a.lastLiveCreatedAt ||
      b.date.localeCompare(a.date) ||
      b.lastCreatedAt - a.lastCreatedAt ||
      a.id.localeCompare(b.id),
  )[0];
}

/** Newest day first: the order in which the other events of a car or a driver are listed. */
export function newestEventsFirst(events: NaiveEvent[]): NaiveEvent[] {
  return [...events].sort((a, b) => b.date.localeCompare(a.date) || (a.id < b.id ? -1 : 1));
}
