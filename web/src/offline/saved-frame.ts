import type { LiveFrame } from '@lemans/contract';
import { HOUR_MS } from '@lemans/contract/timing';
import { t } from '../i18n/i18n.ts';

/**
 * The last live frame a page showed, kept for the next page load: a reload without network (a saturated
 * cell at the circuit) shows it with its age rather than nothing, and the socket then asks only for what
 * followed it.
 */
export interface SavedFrame {
  frame: LiveFrame;
  /** Its stream id when it came by the socket as it was shown (no TV delay): the socket resumes from it. */
  id: string | null;
  /** The session followed when it was shown: null for the current session. */
  followed: string | null;
  /** When it was shown (ms since the epoch): its age on the next load. */
  shownAt: number;
}

/** A saved frame older than this is of no use: the race has moved on too far for it to mean anything. */
export const SAVED_FRAME_MAX_AGE_MS = 6 * HOUR_MS;

/** Whether a saved frame may stand in for the live one on this load: same session followed, no past moment. */
export function savedFrameFits(
  saved: SavedFrame,
  { followed, timeTravelling, now }: { followed: string | null; timeTravelling: boolean; now: number },
): boolean {
  return (
    !timeTravelling &&
    saved.followed === followed &&
    now - saved.shownAt >= 0 &&
    now - saved.shownAt < SAVED_FRAME_MAX_AGE_MS
  );
}

/** Whether what was read back is a saved frame (storage outlives code versions and can be tampered with). */
export function isSavedFrame(value: unknown): value is SavedFrame {
  if (typeof value !== 'object' || value === null) return false;
  const saved = value as Partial<SavedFrame>;
  return (
    typeof saved.shownAt === 'number' &&
    (saved.id === null || typeof saved.id === 'string') &&
    (saved.followed === null || typeof saved.followed === 'string') &&
    typeof saved.frame === 'object' &&
    saved.frame !== null &&
    Array.isArray(saved.frame.data) &&
    typeof saved.frame.session_id === 'string'
  );
}

/** « il y a 40 s », « il y a 3 min », « il y a 2 h 05 »: how old the frame shown is. */
export function ageText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return t('offline.age_seconds', { seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('offline.age_minutes', { minutes });
  return t('offline.age_hours', {
    hours: Math.floor(minutes / 60),
    minutes: String(minutes % 60).padStart(2, '0'),
  });
}
