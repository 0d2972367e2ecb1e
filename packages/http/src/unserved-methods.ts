import type { Server } from 'node:http';
import { refuseUpgrade } from './plain-server.ts';

export const METHOD_NOT_ALLOWED = 'Méthode non autorisée';

/**
 * Answers CONNECT, a request for a tunnel that none of our servers makes, with 405 and the methods it
 * does serve: without a listener node:http closes the connection without a word.
 */
export function refuseTunnels(server: Server, allow: readonly string[]): void {
  server.on('connect', (_req, socket) => {
    refuseUpgrade(socket, 405, METHOD_NOT_ALLOWED, { allow: allow.join(', ') });
  });
}
