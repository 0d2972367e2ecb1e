import type { LiveFrame, LiveRow, SessionWeather } from '@lemans/contract';
import { signal } from '@preact/signals-react';
import { getJson } from '../api/http.ts';
import { t } from '../i18n/i18n.ts';
import { sessionQueryOf } from './follow-rules.ts';
import { followedSessionId, timeTravelling } from './followed-session.ts';
import {
  changeFlags,
  HIGHLIGHT_MS,
  type ShownRow,
  sameRow,
  shownRows,
  updateChangesSomething,
} from './live-rules.ts';
import { forgetLiveState, noteLiveFrame } from './live-state-store.ts';
import { heldForTvDelay } from './tv-delay-store.ts';

/**
 * The live model: the ranking rows and the session they belong to, fed by GET /api/live and the socket's
 * live-update frames, each of which also tells the live state what is live. A row whose car did not change
 * keeps its object, so that a memoised table row skips rendering: one changed car re-renders one row.
 */

export const liveRows = signal<ShownRow[]>([]);
/** The id of the session the held frame belongs to. */
export const liveSessionId = signal<string | null>(null);
export const liveMessage = signal<string>('');
export const lastUpdate = signal<number | null>(null);
export const liveLoading = signal(false);
export const liveError = signal<string | null>(null);
export const liveWeather = signal<SessionWeather | null>(null);
/** The last whole frame shown (its object, as it came): what a page keeps for its next load. */
export const shownFrame = signal<Partial<LiveFrame> | null>(null);

let highlightTimer: ReturnType<typeof setTimeout> | undefined;
/** The answer the last load asked for, and when it is shown. */
let lastLoad: { asked: Promise<unknown>; shown: Promise<void> } | null = null;
/** When the organiser's document of the frame shown was read, and its session. */
let shownAt: { session: string | null; timestamp: string } | null = null;

/** Applies a frame from the API or the socket, if it changes anything (spec part 1 §4). */
export function applyLiveFrame(frame: Partial<LiveFrame> | LiveRow[]): void {
  const body = Array.isArray(frame) ? { data: frame } : frame;
  const rows = shownRows(body.data ?? []);
  const held = liveRows.value;
  if (!Array.isArray(frame)) {
    noteLiveFrame(frame);
    shownFrame.value = frame;
  }
  if (body.timestamp) shownAt = { session: body.session_id ?? null, timestamp: body.timestamp };
  if (body.session_id !== undefined) liveSessionId.value = body.session_id || null;
  if (body.message !== undefined) liveMessage.value = body.message ?? '';
  if (body.weather) liveWeather.value = body.weather;
  lastUpdate.value = Date.now();
  if (held.length > 0 && !updateChangesSomething(held, rows)) return;
  const before = new Map(held.map((row) => [row.participant_number, row]));
  liveRows.value = rows.map((row) => {
    const previous = before.get(row.participant_number);
    const flags = changeFlags(previous, row);
    return previous && !flags && !previous.flags && sameRow(previous, row) ? previous : { ...row, flags };
  });
  clearTimeout(highlightTimer);
  highlightTimer = setTimeout(() => {
    liveRows.value = liveRows.value.map((row) => (row.flags ? { ...row, flags: null } : row));
  }, HIGHLIGHT_MS);
}

/**
 * Loads the followed session's latest frame (the current session unless one is chosen). Nothing is loaded
 * while a past moment is shown, an answer that arrives after the choice changed is dropped, and with the TV
 * delay on the frame waits its turn.
 */
export function loadLive(): Promise<void> {
  if (timeTravelling.value) return Promise.resolve();
  const sessionId = followedSessionId.value;
  const asked = getJson<LiveFrame | LiveRow[]>(`/live${sessionQueryOf(sessionId)}`);
  // The same answer as the last load's (the first screen's, or one still under way) is that load's to show:
  // shown again, it would only render the page twice more for its loading state.
  if (lastLoad?.asked === asked) return lastLoad.shown;
  const shown = showLoaded(asked, sessionId);
  lastLoad = { asked, shown };
  return shown;
}

async function showLoaded(asked: Promise<LiveFrame | LiveRow[]>, sessionId: string | null): Promise<void> {
  const stillWanted = () => followedSessionId.value === sessionId && !timeTravelling.value;
  liveLoading.value = true;
  try {
    const frame = await asked;
    if (!stillWanted() || olderThanShown(frame)) {
      // Dropped: a later load of the same answer (the choice back as it was) must show it.
      if (lastLoad?.asked === asked) lastLoad = null;
      return;
    }
    if (!heldForTvDelay(frame)) applyLiveFrame(frame);
    liveError.value = null;
  } catch {
    if (stillWanted()) liveError.value = t('load_error.live');
  } finally {
    liveLoading.value = false;
  }
}

/** Forgets the held frame, so that the next session's rows are not compared with (and flagged against) it. */
/**
 * Whether an answer of the API is older than the frame shown of the same session: a shared cache may keep the
 * present a second or two, while the socket already brought what followed (a paused replay sends nothing
 * after its pause: taken, the older answer would stay on the page).
 */
function olderThanShown(frame: Partial<LiveFrame> | LiveRow[]): boolean {
  if (Array.isArray(frame) || !frame.timestamp || !shownAt) return false;
  return (frame.session_id ?? null) === shownAt.session && frame.timestamp < shownAt.timestamp;
}

export function resetLive(): void {
  clearTimeout(highlightTimer);
  shownAt = null;
  lastLoad = null;
  liveRows.value = [];
  liveSessionId.value = null;
  liveMessage.value = '';
  liveWeather.value = null;
  shownFrame.value = null;
  lastUpdate.value = null;
  liveError.value = null;
  forgetLiveState();
}
