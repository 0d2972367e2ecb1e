import { signal } from '@preact/signals-react';
import { LiveSocket } from './socket-client.ts';

/** The page's one socket, on the page's own origin. */
export const liveSocket = new LiveSocket({
  url: () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/socket`,
  WebSocket,
  random: Math.random,
});

export const socketConnected = signal(false);
/** True once the quick reconnection attempts failed: the page offers a manual retry. */
export const socketRetryOffered = signal(false);
liveSocket.onStatus((status) => {
  socketConnected.value = status.connected;
  socketRetryOffered.value = status.retryOffered;
});

// Back on the network, or a tab looked at again (phones freeze hidden tabs' timers): no need to sit out
// the rest of a long wait.
window.addEventListener('online', () => liveSocket.reconnectNow());
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') liveSocket.reconnectNow();
});
