import type { LiveFrame } from '@lemans/contract';
import { effect, signal } from '@preact/signals-react';
import { followedSessionId, timeTravelling } from '../stores/followed-session.ts';
import { applyLiveFrame, lastUpdate, liveError, liveRows, shownFrame } from '../stores/live-store.ts';
import { isSavedFrame, type SavedFrame, savedFrameFits } from './saved-frame.ts';

/**
 * Keeps the last live frame shown in the browser's cache storage, beside the service worker's shell, and
 * shows it on the next load when the live one does not come: at once without network, else once the API
 * failed or after a wait on a network too slow to answer. It is shown with its age
 * (`savedFrameShownAt`) until the first live frame replaces it.
 */

const CACHE = 'lemans-dernier-etat';
const KEY = '/hors-ligne/dernier-classement.json';
/** Frames come every few seconds: keeping one every 5 s costs the phone little and loses at most that. */
const SAVE_EVERY_MS = 5000;
/** On a network this slow to give the live frame, the kept one is shown meanwhile. */
export const STAND_IN_AFTER_MS = 2500;

/** When the frame shown was shown on an earlier load (ms since the epoch); null while the frame is live. */
export const savedFrameShownAt = signal<number | null>(null);

let restored: object | null = null;
let pending: SavedFrame | null = null;
let saveTimer: ReturnType<typeof setTimeout> | undefined;

const storage = (): CacheStorage | null => (typeof caches === 'undefined' ? null : caches);

/** The saved frame, if any can be read back; never throws. */
export async function readSavedFrame(): Promise<SavedFrame | null> {
  try {
    const response = await (await storage()?.open(CACHE))?.match(KEY);
    const value: unknown = response ? await response.json() : null;
    return isSavedFrame(value) ? value : null;
  } catch {
    return null;
  }
}

async function write(saved: SavedFrame): Promise<void> {
  try {
    const cache = await storage()?.open(CACHE);
    await cache?.put(
      KEY,
      new Response(JSON.stringify(saved), { headers: { 'content-type': 'application/json' } }),
    );
  } catch {
    // Storage full or refused (private browsing): the next load simply has no frame to show.
  }
}

function flush(): void {
  clearTimeout(saveTimer);
  saveTimer = undefined;
  const saved = pending;
  pending = null;
  if (saved) void write(saved);
}

/**
 * Keeps every frame shown live (not a past moment, not the one restored), at most one write per 5 s and
 * the latest when the page is hidden or left. `idOf` gives the stream id of a frame the socket brought.
 */
export function keepShownFrames(idOf: (frame: object) => string | null): void {
  effect(() => {
    const frame = shownFrame.value;
    if (!frame || frame === restored) return;
    savedFrameShownAt.value = null;
    if (timeTravelling.peek() || !Array.isArray(frame.data) || !frame.session_id) return;
    pending = {
      frame: frame as LiveFrame,
      id: idOf(frame),
      followed: followedSessionId.peek(),
      shownAt: Date.now(),
    };
    saveTimer ??= setTimeout(flush, SAVE_EVERY_MS);
  });
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/**
 * The saved frame that fits this load (same session followed, no past moment), shown when the live one does
 * not come; null when there is none. The caller hands its stream id to the socket.
 */
export async function restoreSavedFrame(): Promise<SavedFrame | null> {
  const saved = await readSavedFrame();
  const fits = () =>
    saved !== null &&
    savedFrameFits(saved, {
      followed: followedSessionId.peek(),
      timeTravelling: timeTravelling.peek(),
      now: Date.now(),
    });
  if (!saved || !fits()) return null;
  const show = () => {
    if (liveRows.peek().length > 0 || !fits()) return;
    restored = saved.frame;
    applyLiveFrame(saved.frame);
    lastUpdate.value = saved.shownAt;
    savedFrameShownAt.value = saved.shownAt;
  };
  if (!navigator.onLine) show();
  else {
    const timer = setTimeout(show, STAND_IN_AFTER_MS);
    const stop = effect(() => {
      if (liveError.value) show();
      if (liveError.value || liveRows.value.length > 0) {
        clearTimeout(timer);
        queueMicrotask(() => stop());
      }
    });
  }
  return saved;
}
