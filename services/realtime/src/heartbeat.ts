import type { Client } from './client.ts';

/**
 * Pings every client each interval and cuts those that did not answer the previous ping: a dead peer (a
 * phone losing coverage, a laptop put to sleep) never closes its connection, which would otherwise hold
 * a socket and keep receiving frames forever. Returns the function that stops it.
 */
export function startHeartbeat(clients: Iterable<Client>, intervalMs: number): () => void {
  const timer = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
