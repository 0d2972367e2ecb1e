import type { Client } from './client.ts';
import type { OutgoingFrame } from './outgoing-frame.ts';

/**
 * Who receives which live-update: one room per session, plus the room of whichever session is current
 * (what `join-live` without a session joins). Kept in step with each client's own view of its rooms.
 */
export class Rooms {
  readonly #sessions = new Map<string, Set<Client>>();
  readonly #current = new Set<Client>();

  /** `undefined` is the current session's room. */
  join(client: Client, sessionId: string | undefined): void {
    if (sessionId === undefined) {
      this.#current.add(client);
      client.inCurrentRoom = true;
      return;
    }
    let room = this.#sessions.get(sessionId);
    if (!room) {
      room = new Set();
      this.#sessions.set(sessionId, room);
    }
    room.add(client);
    client.sessions.add(sessionId);
  }

  leave(client: Client, sessionId: string | undefined): void {
    if (sessionId === undefined) {
      this.#current.delete(client);
      client.inCurrentRoom = false;
      return;
    }
    const room = this.#sessions.get(sessionId);
    room?.delete(client);
    // Session ids come from clients: an empty room must not stay behind.
    if (room?.size === 0) this.#sessions.delete(sessionId);
    client.sessions.delete(sessionId);
  }

  leaveAll(client: Client): void {
    for (const sessionId of [...client.sessions]) this.leave(client, sessionId);
    this.leave(client, undefined);
  }

  /** Hands a live-update to each client of its session's room and, when it is current, of the current room: once each. */
  forEachRecipient(frame: OutgoingFrame, send: (client: Client) => void): void {
    const room = this.#sessions.get(frame.session);
    if (room) for (const client of room) send(client);
    if (!frame.current) return;
    for (const client of this.#current) {
      if (!room?.has(client)) send(client);
    }
  }
}
