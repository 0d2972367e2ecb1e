import type { LiveFrame } from '@lemans/contract';
import { effect } from '@preact/signals-react';
import { keepShownFrames, restoreSavedFrame } from '../offline/saved-frame-store.ts';
import { liveSocket } from '../socket/live-socket.ts';
import { loadAlerts } from './alerts-store.ts';
import { reloadEntries } from './entries-store.ts';
import { frameIsFollowed, socketRoomOf } from './follow-rules.ts';
import { following } from './followed-session.ts';
import { applyLiveFrame } from './live-store.ts';
import { loadNews } from './news-store.ts';
import { loadProgram } from './program-store.ts';
import { loadStreams } from './streams-store.ts';
import { startTvDelay } from './tv-delay-player.ts';
import { heldForTvDelay } from './tv-delay-store.ts';
import { mergeWeather } from './weather-store.ts';

/**
 * Connects the page's socket and routes each frame to the model it updates (spec part 1 §7), through the TV
 * delay when it is on; keeps the frames shown for the next load, and starts from the one an earlier load kept. The socket lives as long as the page, so a second call (React's development double
 * mount) changes nothing.
 */

let started = false;

export function startSocket(): void {
  if (started) return;
  started = true;
  liveSocket.on('live-update', (data) => {
    if (!data || typeof data !== 'object') return;
    const frame = data as Partial<LiveFrame>;
    if (!frameIsFollowed(frame.session_id, following.value)) return;
    if (heldForTvDelay(frame)) return;
    showAtNextPaint(frame);
  });
  liveSocket.on('sync-complete', () => void reloadEntries());
  liveSocket.on('program-update', () => void loadProgram());
  liveSocket.on('news-update', () => {
    void loadNews();
    void loadAlerts();
  });
  liveSocket.on('alerts-update', () => void loadAlerts());
  liveSocket.on('streams-update', () => void loadStreams());
  // Notices sent while the socket was down are not replayed when their history is gone: after a
  // reconnection the catalogue is read again rather than trusted.
  liveSocket.onReconnect(() => {
    void reloadEntries();
    void loadProgram();
    void loadNews();
    void loadAlerts();
    void loadStreams();
  });
  keepShownFrames((frame) => liveSocket.idOf(frame));
  followRoom();
  startTvDelay();
  // The frame an earlier load kept, if it fits, is the socket's base: its first connection then brings only
  // what followed (socket resume, then deltas), and the page shows it meanwhile when the network fails.
  void restoreSavedFrame().then((saved) => {
    if (saved?.id) liveSocket.restore(saved.id, saved.frame);
    liveSocket.connect();
  });
}

/**
 * Each frame holds the whole ranking, so only the latest counts: frames that come faster than the page can
 * draw them (a replay at 60×, a busy phone) are not all applied one after the other, which would leave the
 * page further behind the race at each frame, but the latest of them once before the next paint.
 */
let pendingFrame: Partial<LiveFrame> | null = null;

function showAtNextPaint(frame: Partial<LiveFrame>): void {
  const scheduled = pendingFrame !== null;
  pendingFrame = frame;
  if (!scheduled) requestAnimationFrame(showPendingFrame);
}

function showPendingFrame(): void {
  const frame = pendingFrame;
  pendingFrame = null;
  // Another session may have been chosen since the frame came.
  if (!frame || !frameIsFollowed(frame.session_id, following.value)) return;
  applyLiveFrame(frame);
  if (frame.weather) mergeWeather(frame.weather);
}

/** Keeps the socket in the room of what is followed: the current session, a chosen one, or none. */
function followRoom(): void {
  let joined = false;
  effect(() => {
    const room = socketRoomOf(following.value);
    if (joined) liveSocket.leaveLive();
    joined = room !== null;
    if (room) liveSocket.joinLive(room.sessionId);
  });
}
