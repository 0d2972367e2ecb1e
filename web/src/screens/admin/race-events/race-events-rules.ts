import { CIRCUITS, circuitById } from '@lemans/circuits';
import type { AdminRaceEvent, CalendarRace, SessionKind } from '@lemans/contract';
import { formatShortDate } from '../../../format/dates.ts';
import type { AdminMessageId } from '../../../i18n/catalog-types.ts';
import { t } from '../../../i18n/i18n.ts';
import { nameOf, textsOf } from '../../../i18n/texts-of.ts';

/** The « Épreuves » admin page's rules and texts. Pure, read by the unit tests. */

export const RACE_EVENTS_TEXT = textsOf({
  title: 'admin.race_events.title',
  intro: 'admin.race_events.intro',
  listTitle: 'admin.race_events.list_title',
  loading: 'admin.race_events.loading',
  loadError: 'admin.race_events.load_error',
  retry: 'admin.race_events.retry',
  noEvents: 'admin.race_events.no_events',
  noSessions: 'admin.race_events.no_sessions',
  rename: 'admin.race_events.rename',
  renamed: 'admin.race_events.renamed',
  editFacts: 'admin.race_events.edit_facts',
  factsSaved: 'admin.race_events.facts_saved',
  save: 'admin.race_events.save',
  cancel: 'admin.race_events.cancel',
  circuit: 'admin.race_events.circuit',
  noCircuit: 'admin.race_events.no_circuit',
  timeZone: 'admin.race_events.time_zone',
  length: 'admin.race_events.length',
  mergeInto: 'admin.race_events.merge_into',
  merge: 'admin.race_events.merge',
  merged: 'admin.race_events.merged',
  move: 'admin.race_events.move',
  moved: 'admin.race_events.moved',
  chooseEvent: 'admin.race_events.choose_event',
  createTitle: 'admin.race_events.create_title',
  fromCalendar: 'admin.race_events.from_calendar',
  noCalendarRace: 'admin.race_events.no_calendar_race',
  name: 'admin.race_events.name',
  date: 'admin.race_events.date',
  create: 'admin.race_events.create',
  created: 'admin.race_events.created',
  failed: 'admin.race_events.failed',
  remove: 'admin.race_events.delete',
  removed: 'admin.race_events.deleted',
});

const ORIGIN_LABELS: Record<AdminRaceEvent['origin'], AdminMessageId> = {
  calendar: 'admin.race_events.origin_calendar',
  feed: 'admin.race_events.origin_feed',
  import: 'admin.race_events.origin_import',
  admin: 'admin.race_events.origin_admin',
};

/** Where a stored event comes from; the raw origin when it is a new one. */
export const originLabel = (origin: AdminRaceEvent['origin']): string => nameOf(ORIGIN_LABELS, origin);

const SESSION_KIND_LABELS: Record<SessionKind, AdminMessageId> = {
  live: 'admin.race_events.kind_live',
  import: 'admin.race_events.kind_import',
  replay: 'admin.race_events.kind_replay',
};

export const sessionKindLabel = (kind: SessionKind): string => nameOf(SESSION_KIND_LABELS, kind);

export const sessionStatusLabel = (status: 'active' | 'ended'): string =>
  t(status === 'active' ? 'admin.race_events.status_active' : 'admin.race_events.status_ended');

/** "FIA WEC, manche 3", "FIA WEC", or « hors calendrier » for an event of no championship. */
export function championshipText(championship: string | null, round: number | null): string {
  if (!championship) return t('admin.race_events.no_championship');
  return round === null ? championship : t('admin.race_events.championship_round', { championship, round });
}

/** The circuit's name from the catalogue; its id when the catalogue does not know it; null when none. */
export function circuitName(circuitId: string | null): string | null {
  if (!circuitId) return null;
  return circuitById(circuitId)?.name ?? circuitId;
}

/** "14 juin 2025": the event's own day, read as such in any zone. */
export const eventDateLabel = (date: string): string => formatShortDate(`${date}T00:00:00`) || date;

/** Newest race day first, then by name: the order the page lists the events in. */
export function newestFirst(events: readonly AdminRaceEvent[]): AdminRaceEvent[] {
  return [...events].sort((a, b) => b.date.localeCompare(a.date) || a.name.localeCompare(b.name, 'fr'));
}

/** "6 h", "1,5 h"; « durée inconnue » when not known. */
export function lengthLabel(seconds: number | null): string {
  if (seconds === null) return t('admin.race_events.length_unknown');
  return t('admin.race_events.length_hours', { hours: Math.round((seconds / 3600) * 100) / 100 });
}

/** The length field's text for a length in seconds: "24", "1.5", "" when not known. */
export const hoursOf = (seconds: number | null): string => (seconds === null ? '' : String(seconds / 3600));

/** The length in seconds of the hours typed ("6", "1,5"): null when left blank or not a number. */
export function secondsOf(hours: string): number | null {
  const text = hours.trim().replace(',', '.');
  const value = Number(text);
  return text === '' || !Number.isFinite(value) ? null : Math.round(value * 3600);
}

/**
 * Why the hours typed cannot be sent, checked here because JSON has no NaN (a bad number would reach the API
 * as "unknown length"); the API checks the range itself.
 */
export function hoursProblem(hours: string): string | null {
  const text = hours.trim();
  return text === '' || secondsOf(text) !== null ? null : t('admin.race_events.length_invalid');
}

/** The catalogue's circuits, for the circuit select. */
export const CIRCUIT_CHOICES: readonly { id: string; name: string; timeZone: string }[] = CIRCUITS.map(
  (circuit) => ({ id: circuit.id, name: circuit.name, timeZone: circuit.timeZone }),
);

/** Every time zone of the catalogue's circuits, offered beside any zone typed. */
export const KNOWN_TIME_ZONES: readonly string[] = [
  ...new Set(CIRCUITS.map((circuit) => circuit.timeZone)),
].sort();

/** The time zone a form takes when a circuit is chosen: the circuit's own, else the one already there. */
export const timeZoneFor = (circuitId: string, current: string): string =>
  circuitById(circuitId)?.timeZone ?? current;

/** What the create form holds, as typed. */
export interface EventDraft {
  name: string;
  date: string;
  circuit_id: string;
  time_zone: string;
  hours: string;
  /** The calendar race the draft came from ('' for none): its championship, season and round go with it. */
  calendar_id: string;
}

export const EMPTY_DRAFT: EventDraft = {
  name: '',
  date: '',
  circuit_id: '',
  time_zone: 'Europe/Paris',
  hours: '',
  calendar_id: '',
};

/** The form filled from a race of the calendar. */
export function draftOfCalendarRace(race: CalendarRace): EventDraft {
  return {
    name: race.name,
    date: race.date,
    circuit_id: race.circuit_id,
    time_zone: race.time_zone,
    hours: hoursOf(race.scheduled_length_s),
    calendar_id: race.id,
  };
}

/** The body of POST /api/admin/race-events: the facts typed, with the championship of the race chosen. */
export function newEventBody(draft: EventDraft, calendar: readonly CalendarRace[]) {
  const race = calendar.find((candidate) => candidate.id === draft.calendar_id) ?? null;
  return {
    name: draft.name,
    date: draft.date,
    circuit_id: draft.circuit_id || null,
    time_zone: draft.time_zone.trim(),
    scheduled_length_s: secondsOf(draft.hours),
    championship: race?.championship ?? null,
    season: race?.season ?? null,
    round: race?.round ?? null,
  };
}

/** What the facts form changes: circuit, time zone and length. */
export interface FactsDraft {
  circuit_id: string;
  time_zone: string;
  hours: string;
}

export const factsDraftOf = (event: AdminRaceEvent): FactsDraft => ({
  circuit_id: event.circuit_id ?? '',
  time_zone: event.time_zone,
  hours: hoursOf(event.scheduled_length_s),
});

/** The body of PATCH /api/admin/race-events/:id for the facts form. */
export const factsBody = (draft: FactsDraft) => ({
  circuit_id: draft.circuit_id || null,
  time_zone: draft.time_zone.trim(),
  scheduled_length_s: secondsOf(draft.hours),
});

/** "1 session", "3 sessions", "aucune session". */
export function sessionsCount(count: number): string {
  return t('admin.race_events.sessions_count', { count });
}

/** The merge dialog's question: what moves, and where the merged event's address leads after. */
export function mergeText(from: Pick<AdminRaceEvent, 'name' | 'sessions'>, into: { name: string }): string {
  const count = from.sessions.length;
  return t('admin.race_events.merge_question', { from: from.name, into: into.name, count });
}

export const mergeTitle = (name: string): string => t('admin.race_events.merge_title', { name });

/** The deletion dialog's title and question; only an event without sessions offers it. */
export const deleteTitle = (name: string): string => t('admin.race_events.delete_title', { name });
export const deleteText = (name: string): string => t('admin.race_events.delete_question', { name });

/** The label of a select or button acting on one event or session, so that each is told apart. */
export const renameLabel = (name: string): string => t('admin.race_events.rename_label', { name });
export const factsLabel = (name: string): string => t('admin.race_events.facts_label', { name });
export const mergeLabel = (name: string): string => t('admin.race_events.merge_label', { name });
export const deleteLabel = (name: string): string => t('admin.race_events.delete_label', { name });
export const moveLabel = (sessionName: string): string =>
  t('admin.race_events.move_label', { name: sessionName });

/** The other events an event may be merged into or a session moved to, named with their day. */
export function otherEvents(events: readonly AdminRaceEvent[], id: string): { id: string; label: string }[] {
  return events
    .filter((event) => event.id !== id)
    .map((event) => ({ id: event.id, label: `${event.name} — ${eventDateLabel(event.date)}` }));
}
