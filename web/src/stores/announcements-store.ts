import { effect, signal } from '@preact/signals-react';
import { readStored, writeStored } from '../shell/storage.ts';
import { type Announcement, announcementsOf } from './favourites-announcements.ts';
import { favourites } from './favourites-store.ts';
import { timeTravelling } from './followed-session.ts';
import { liveRows, liveSessionId } from './live-store.ts';

/**
 * Announcements about the starred cars, both opt-in and kept in this browser: sentences shown in the banner
 * one after another (newest first, each for 8 s), and a screen reader's live region that hears only their
 * position changes. Both follow the live rows of the session shown; a change of session and the past moments
 * of time travel are not changes of the race, and are not announced.
 */

export const ANNOUNCE_BANNER_KEY = 'lemans-live:annonces-bandeau';
export const ANNOUNCE_READER_KEY = 'lemans-live:annonces-lecteur';
export const BANNER_ANNOUNCEMENT_MS = 8000;
/** Older sentences waiting their turn are dropped: past this many they are no longer news. */
const MAX_WAITING = 5;
const ON = 'oui';

export interface ShownAnnouncement {
  /** Tells two identical sentences apart, so that each plays its entrance. */
  id: number;
  text: string;
}

export const announceInBanner = signal(readStored(ANNOUNCE_BANNER_KEY) === ON);
export const announceToReader = signal(readStored(ANNOUNCE_READER_KEY) === ON);
/** The sentence the banner shows now, if any. */
export const bannerAnnouncement = signal<ShownAnnouncement | null>(null);
/** The last position changes, for the screen reader's live region. */
export const readerAnnouncement = signal('');

let waiting: ShownAnnouncement[] = [];
let nextId = 1;
let turnTimer: ReturnType<typeof setTimeout> | undefined;
let started = false;

export function setAnnounceInBanner(on: boolean): void {
  announceInBanner.value = on;
  writeStored(ANNOUNCE_BANNER_KEY, on ? ON : null);
  if (on) return;
  clearTimeout(turnTimer);
  waiting = [];
  bannerAnnouncement.value = null;
}

export function setAnnounceToReader(on: boolean): void {
  announceToReader.value = on;
  writeStored(ANNOUNCE_READER_KEY, on ? ON : null);
  if (!on) readerAnnouncement.value = '';
}

/** Starts comparing each new set of live rows with the one before; a second call changes nothing. */
export function startAnnouncements(): void {
  if (started) return;
  started = true;
  let previous = { rows: liveRows.peek(), moment: momentOf() };
  effect(() => {
    const rows = liveRows.value;
    const moment = momentOf();
    const before = previous;
    previous = { rows, moment };
    const inBanner = announceInBanner.peek();
    const toReader = announceToReader.peek();
    if ((!inBanner && !toReader) || moment === null || moment !== before.moment) return;
    const said = announcementsOf(before.rows, rows, favourites.peek());
    if (inBanner && said.length > 0) showInBanner(said);
    const positions = said.filter((announcement) => announcement.kind === 'position');
    if (toReader && positions.length > 0) {
      readerAnnouncement.value = positions.map(({ text }) => text).join('. ');
    }
  });
}

/** The live session the rows belong to; null while a past moment is shown, which is never announced. */
function momentOf(): string | null {
  return timeTravelling.peek() ? null : (liveSessionId.peek() ?? '');
}

function showInBanner(said: readonly Announcement[]): void {
  const fresh = said.map(({ text }) => ({ id: nextId++, text }));
  waiting = [...fresh, ...waiting].slice(0, MAX_WAITING);
  if (bannerAnnouncement.peek() === null) showNext();
}

function showNext(): void {
  const next = waiting.shift() ?? null;
  bannerAnnouncement.value = next;
  if (next) turnTimer = setTimeout(showNext, BANNER_ANNOUNCEMENT_MS);
}
