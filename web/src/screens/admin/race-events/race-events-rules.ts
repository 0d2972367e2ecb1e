import { CIRCUITS, circuitById } from '@lemans/race/circuit';
import type { AdminRaceEvent, CalendarRace, SessionKind } from '@lemans/race/contract';
import { formatShortDate } from '../../../format/dates.ts';

/** The « Épreuves » admin page's rules and texts. Pure, read by the unit tests. */

export const RACE_EVENTS_TEXT = {
  title: 'Épreuves',
  intro:
    'Les épreuves enregistrées et leurs sessions : renommer une épreuve, corriger son circuit, son fuseau ou sa durée, en fusionner deux, déplacer une session, en créer une.',
  listTitle: 'Épreuves enregistrées',
  loading: 'Chargement des épreuves...',
  loadError: 'Erreur lors du chargement des épreuves',
  retry: 'Réessayer',
  noEvents: 'Aucune épreuve enregistrée',
  noSessions: 'Aucune session',
  rename: 'Renommer',
  renamed: 'Épreuve renommée',
  editFacts: 'Modifier les informations',
  factsSaved: 'Informations de l’épreuve enregistrées',
  save: 'Enregistrer',
  cancel: 'Annuler',
  circuit: 'Circuit',
  noCircuit: 'Circuit inconnu',
  timeZone: 'Fuseau horaire',
  length: 'Durée prévue (heures)',
  mergeInto: 'Fusionner dans',
  merge: 'Fusionner',
  merged: 'Épreuves fusionnées',
  move: 'Déplacer',
  moved: 'Session déplacée',
  chooseEvent: 'Choisir une épreuve',
  createTitle: 'Créer une épreuve',
  fromCalendar: 'Depuis le calendrier',
  noCalendarRace: 'Aucune (saisie libre)',
  name: 'Nom',
  date: 'Date de la course',
  create: 'Créer l’épreuve',
  created: 'Épreuve créée',
  failed: 'Erreur lors de l’enregistrement de l’épreuve',
} as const;

const ORIGIN_LABELS: Record<AdminRaceEvent['origin'], string> = {
  calendar: 'calendrier',
  feed: 'flux en direct',
  import: 'import',
  admin: 'admin',
};

/** Where a stored event comes from, in French. */
export const originLabel = (origin: AdminRaceEvent['origin']): string => ORIGIN_LABELS[origin] ?? origin;

const SESSION_KIND_LABELS: Record<SessionKind, string> = {
  live: 'Course en direct',
  import: 'Import',
  replay: 'Rediffusion',
};

export const sessionKindLabel = (kind: SessionKind): string => SESSION_KIND_LABELS[kind] ?? kind;

export const sessionStatusLabel = (status: 'active' | 'ended'): string =>
  status === 'active' ? 'En cours' : 'Terminée';

/** "FIA WEC, manche 3", "FIA WEC", or « hors calendrier » for an event of no championship. */
export function championshipText(championship: string | null, round: number | null): string {
  if (!championship) return 'hors calendrier';
  return round === null ? championship : `${championship}, manche ${round}`;
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
  if (seconds === null) return 'durée inconnue';
  return `${(seconds / 3600).toLocaleString('fr-FR', { maximumFractionDigits: 2 })} h`;
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
  return text === '' || secondsOf(text) !== null
    ? null
    : 'La durée prévue doit être un nombre d’heures (ex. 6 ou 1,5)';
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
  if (count === 0) return 'aucune session';
  return count === 1 ? '1 session' : `${count} sessions`;
}

/** The merge dialog's question: what moves, and where the merged event's address leads after. */
export function mergeText(from: Pick<AdminRaceEvent, 'name' | 'sessions'>, into: { name: string }): string {
  const count = from.sessions.length;
  const moving =
    count === 0
      ? 'Aucune session ne change d’épreuve'
      : `${count === 1 ? 'Sa session passe' : `Ses ${count} sessions passent`} dans « ${into.name} »`;
  return `Fusionner « ${from.name} » dans « ${into.name} » ? ${moving} ; l’adresse de « ${from.name} » mène ensuite à « ${into.name} ».`;
}

export const mergeTitle = (name: string): string => `Fusionner ${name}`;

/** The label of a select or button acting on one event or session, so that each is told apart. */
export const renameLabel = (name: string): string => `Renommer l’épreuve ${name}`;
export const factsLabel = (name: string): string => `Informations de l’épreuve ${name}`;
export const mergeLabel = (name: string): string => `Fusionner ${name} dans`;
export const moveLabel = (sessionName: string): string => `Déplacer ${sessionName} vers`;

/** The other events an event may be merged into or a session moved to, named with their day. */
export function otherEvents(events: readonly AdminRaceEvent[], id: string): { id: string; label: string }[] {
  return events
    .filter((event) => event.id !== id)
    .map((event) => ({ id: event.id, label: `${event.name} — ${eventDateLabel(event.date)}` }));
}
