import type { Logger } from '@lemans/platform';
import type { RawData, WebSocket } from 'ws';
import type { Client } from './client.ts';
import type { Hub } from './hub.ts';
import { parseClientMessage } from './protocol.ts';

/** Wires a new socket to the hub: its messages, its heartbeat answers and its end. */
export function attachSocket(hub: Hub, socket: WebSocket, logger: Logger): void {
  const client = hub.add(socket);
  socket.on('message', (data, isBinary) => onMessage(hub, client, data, isBinary));
  socket.on('pong', () => {
    client.alive = true;
  });
  socket.on('close', () => hub.remove(client));
  // ws closes the socket itself after a protocol error; this only keeps the error from being unhandled.
  socket.on('error', (err) => logger.debug({ err }, 'erreur de protocole WebSocket'));
}

function onMessage(hub: Hub, client: Client, data: RawData, isBinary: boolean): void {
  // Messages still in flight when the server closed the connection: joining a room now would leak it.
  if (client.gone) return;
  if (isBinary) {
    client.refuse('Message binaire refusé : JSON texte attendu');
    return;
  }
  const message = parseClientMessage(textOf(data));
  if ('error' in message) {
    client.refuse(message.error);
    return;
  }
  switch (message.type) {
    case 'join-live':
      hub.join(client, message.sessionId, message.held);
      return;
    case 'leave-live':
      hub.leave(client, message.sessionId);
      return;
    case 'keyframe':
      hub.sendKeyframe(client, message.sessionId, Date.now());
      return;
    case 'resume':
      hub.resume(client, message.id, Date.now());
      return;
    default: {
      const unknown: never = message;
      throw new Error(`Message non traité : ${JSON.stringify(unknown)}`);
    }
  }
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}
