import type { LiveRow } from '@lemans/contract';
import { t } from '../i18n/i18n.ts';

/**
 * What a fan is told about the cars they starred, from one ranking update to the next, as pure functions:
 * a starred car entering or leaving the pits, and its places won or lost, overall and in its class. The
 * class is named only when the overall places do not already say it (a car passed by one of its class and
 * one of another keeps its overall place but loses one in class); a class leader's places are the same in
 * both. A car that appears or leaves the ranking has nothing to compare with: it is not announced, so that
 * the first load and a change of session stay silent.
 */

export type AnnouncedRow = Pick<
  LiveRow,
  'participant_number' | 'ranking' | 'category_position' | 'category_label' | 'car_state' | 'pit_stops'
>;

export type AnnouncementKind = 'pit-in' | 'pit-out' | 'position';

export interface Announcement {
  number: string;
  kind: AnnouncementKind;
  /** The French sentence: "N°83 passe 2e (+1)". */
  text: string;
}

const IN_PIT = 'InPit';
/** The states of a car back on track; a car leaving the pits retired or stopped has not left them racing. */
const ON_TRACK = new Set(['Running', 'OnTrack']);
const MINUS = '\u2212';

/** The sentences about starred cars, in race order (a car's pit sentence before its position one). */
export function announcementsOf(
  previousRows: readonly AnnouncedRow[],
  nextRows: readonly AnnouncedRow[],
  starred: ReadonlySet<string>,
): Announcement[] {
  if (starred.size === 0) return [];
  const before = new Map(
    previousRows
      .filter((row) => starred.has(row.participant_number))
      .map((row) => [row.participant_number, row]),
  );
  const said: Announcement[] = [];
  for (const next of nextRows) {
    const previous = before.get(next.participant_number);
    if (!previous) continue;
    const pit = pitSentence(previous, next);
    if (pit) said.push(pit);
    const position = positionSentence(previous, next);
    if (position) said.push({ number: next.participant_number, kind: 'position', text: position });
  }
  return said;
}

/** "1er", "2e" in French: the page's language's ordinal. */
export function ordinalOf(position: number): string {
  return t('favourites.ordinal', { position });
}

function pitSentence(previous: AnnouncedRow, next: AnnouncedRow): Announcement | null {
  const number = next.participant_number;
  if (next.car_state === IN_PIT && previous.car_state !== IN_PIT) {
    // The stop is counted on entry; an organiser count not yet raised is raised here.
    const stop = Math.max(next.pit_stops, previous.pit_stops + 1);
    return { number, kind: 'pit-in', text: t('favourites.pit_in', { number, stop }) };
  }
  if (previous.car_state === IN_PIT && ON_TRACK.has(next.car_state)) {
    return { number, kind: 'pit-out', text: t('favourites.pit_out', { number }) };
  }
  return null;
}

function positionSentence(previous: AnnouncedRow, next: AnnouncedRow): string | null {
  const overall = placesGained(previous.ranking, next.ranking);
  const inClass = placesGained(previous.category_position, next.category_position);
  const number = next.participant_number;
  const classPlace = t('favourites.class_place', {
    place: ordinalOf(next.category_position),
    category: next.category_label,
  });
  if (overall !== 0) {
    const sentence = t(overall > 0 ? 'favourites.moves_up' : 'favourites.moves_down', {
      number,
      place: ordinalOf(next.ranking),
      change: signed(overall),
    });
    return inClass === 0 || inClass === overall
      ? sentence
      : t('favourites.and_in_class', { sentence, class_place: classPlace });
  }
  if (inClass !== 0) {
    return t(inClass > 0 ? 'favourites.moves_up' : 'favourites.moves_down', {
      number,
      place: classPlace,
      change: signed(inClass),
    });
  }
  return null;
}

/** Places won (positive) or lost (negative); 0 when either position is unknown (0 or missing). */
function placesGained(before: number, after: number): number {
  return before > 0 && after > 0 ? before - after : 0;
}

function signed(gained: number): string {
  return gained > 0 ? `+${gained}` : `${MINUS}${-gained}`;
}
