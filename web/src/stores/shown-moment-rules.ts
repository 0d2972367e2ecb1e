import type { CatalogueMoment } from '@lemans/contract';
import type { LivePhase } from '@lemans/contract/live-state';
import { formatRaceTime } from '@lemans/contract/timing';
import type { NewsItem } from '../api/types.ts';

/**
 * The moment a page shows, as pure rules: the session of the frame shown and its race time (the live one,
 * a replay, a past moment of time travel, or the TV picture's, whichever the ranking shows). The banner's
 * news and alerts, the programme and the videos page follow it rather than the wall clock.
 */

export interface ShownMoment {
  sessionId: string;
  /** Race time of the frame shown, ms. */
  raceTimeMs: number;
}

/** Race time the lists are asked for in steps of: one address per minute of race, the same for every fan. */
export const MOMENT_STEP_MS = 60_000;

/** The moment a frame shows; null when no session is shown or its frame gives no race time. */
export function momentOfFrame(sessionId: string | null, elapsedS: unknown): ShownMoment | null {
  if (!sessionId || typeof elapsedS !== 'number' || !Number.isFinite(elapsedS) || elapsedS < 0) return null;
  return { sessionId, raceTimeMs: Math.round(elapsedS * 1000) };
}

/** How the frame's moment is shown: a past moment (time travel, the TV delay), a replay's, the race's phase. */
export interface MomentContext {
  showingPast: boolean;
  replay: boolean;
  phase: LivePhase;
}

/**
 * The moment the lists follow, from the frame's: none (the present) once a race that is no replay is over
 * and shown as it stands, for its fan lives after it, and what was published since (the results, a
 * disqualification hours later) is news to them. A replay keeps its moment to its end, time travel and the TV
 * delay always: what they show is the past.
 */
export function momentShown(frame: ShownMoment | null, context: MomentContext): ShownMoment | null {
  if (!frame || context.showingPast || context.replay) return frame;
  return context.phase === 'finished' || context.phase === 'stopped' ? null : frame;
}

/**
 * The query naming a moment to the API (`session=…&t=hh:mm:ss`), "" for none. Its race time is the end of
 * the minute the moment is in: the lists hold everything up to there, and the page keeps what the moment
 * has reached (`newsAsOf`, `alertsReachedBy`) as it moves through that minute.
 */
export function momentQueryOf(moment: ShownMoment | null): string {
  if (!moment) return '';
  const t = Math.ceil(moment.raceTimeMs / MOMENT_STEP_MS) * MOMENT_STEP_MS;
  return `session=${encodeURIComponent(moment.sessionId)}&t=${formatRaceTime(t)}`;
}

/** An API path with the moment's query, if any. */
export function withMomentQuery(path: string, query: string): string {
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/**
 * The wall instant (ms) of the moment: its session's start, as the API read it, plus the race time shown;
 * null until the API's reading of that session is held.
 */
export function instantOf(catalogue: CatalogueMoment | null, moment: ShownMoment | null): number | null {
  if (!catalogue || !moment || catalogue.session_id !== moment.sessionId) return null;
  const instant = Date.parse(catalogue.instant);
  return Number.isFinite(instant) ? instant - catalogue.race_time_ms + moment.raceTimeMs : null;
}

/** The news published by an instant (all of them when no moment is shown). */
export function newsAsOf(items: readonly NewsItem[], instantMs: number | null): readonly NewsItem[] {
  if (instantMs === null) return items;
  return items.filter((item) => {
    const published = Date.parse(item.published_at);
    return !Number.isFinite(published) || published <= instantMs;
  });
}
