import type { RaceEventContext, RaceEventSummary, SessionKind } from '../api/types.ts';
import { formatShortDate } from '../format/dates.ts';
import type { PagesMessageId } from '../i18n/catalog-types.ts';
import { t } from '../i18n/i18n.ts';
import { textsOf } from '../i18n/texts-of.ts';

/**
 * Which race event the team, car and driver pages show: the address carries it as ?evenement=<id>, and the
 * API as ?event=<id>; without it, both mean the current event. Entry and driver ids belong to one event, so
 * every link between these pages carries the event along.
 */

export const EVENT_PARAM = 'evenement';

export const RACE_EVENT_TEXT = textsOf({
  chooser: 'race_event.chooser',
  running: 'race_event.running',
  noReference: 'race_event.no_reference',
});

/** The event asked for in the address's query, or null for the current event. */
export function eventIdOf(search: string): string | null {
  return new URLSearchParams(search).get(EVENT_PARAM) || null;
}

/** A path with the event added to its query; unchanged for the current event. */
export function withEvent(path: string, eventId: string | null, param = EVENT_PARAM): string {
  if (eventId === null) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${param}=${encodeURIComponent(eventId)}`;
}

/** An API path (under /api) for the event asked for. */
export function apiPath(path: string, eventId: string | null): string {
  return withEvent(path, eventId, 'event');
}

/** The chooser's value on a list page: the event asked for, else the current one. */
export function chosenEventId(asked: string | null, events: readonly RaceEventSummary[]): string | null {
  return asked ?? events.find((event) => event.current)?.id ?? null;
}

/**
 * The event a page shows, for its heading: the one of ?evenement= when asked, else the current one; null while
 * the events are not known (or the one asked is not listed), so that the page says nothing of any event rather
 * than another's name.
 */
export function shownEvent(
  asked: string | null,
  events: readonly RaceEventSummary[],
): RaceEventSummary | null {
  return events.find((event) => (asked === null ? event.current : event.id === asked)) ?? null;
}

/**
 * A list page's introduction naming the event shown ("Les équipages engagés : 6 Heures de Spa-Francorchamps
 * 2025."), as every event's name does not read after "aux"; the lead alone while it is not known.
 */
export function listIntro(lead: string, shown: { name: string } | null): string {
  return shown ? `${lead} : ${shown.name}.` : `${lead}.`;
}

/** "24 Heures du Mans 2025 — 14 juin 2025": the date is the organiser's day, read as such in any zone. */
export function eventOptionLabel(event: { name: string; date: string }): string {
  const date = formatShortDate(`${event.date}T00:00:00`);
  return date ? `${event.name} — ${date}` : event.name;
}

export type RacePage = 'team' | 'car' | 'driver';

const DETAIL_PATHS: Record<RacePage, string> = { team: '/equipes', car: '/voitures', driver: '/pilotes' };
/** A car absent from the chosen event leads to its teams; a driver to its drivers. */
const LIST_PATHS: Record<RacePage, string> = { team: '/equipes', car: '/equipes', driver: '/pilotes' };

/** Where choosing another event leads from a detail page: the same car or driver there, else that event's list. */
export function pathAtEvent(page: RacePage, eventId: string, shown: RaceEventContext | null): string {
  const there = shown?.elsewhere.find((other) => other.event_id === eventId);
  const path = there ? `${DETAIL_PATHS[page]}/${there.id}` : LIST_PATHS[page];
  return withEvent(path, eventId);
}

const KIND_LABELS: Record<SessionKind, PagesMessageId> = {
  live: 'race_event.kind.live',
  import: 'race_event.kind.import',
  replay: 'race_event.kind.replay',
};

export function sessionKindLabel(kind: SessionKind): string {
  return t(KIND_LABELS[kind]);
}

/** The line under a detail page's header: the event and session its figures come from. */
export function referenceSource(shown: RaceEventContext): string {
  const session = shown.reference_session;
  if (!session) return RACE_EVENT_TEXT.noReference;
  return t('race_event.source', {
    event: shown.name,
    session: session.name,
    kind: sessionKindLabel(session.kind),
  });
}

/**
 * The warning shown when the reference session, followed from the start, is still running; one joined after
 * the start says from when instead (`PartialDataNotice`).
 */
export function referenceNotice(shown: RaceEventContext): string | null {
  const session = shown.reference_session;
  return session?.partial && session.partial_since_ms === null ? RACE_EVENT_TEXT.running : null;
}
