import type { Server } from 'node:http';

/** Resolves once the server listens; rejects when it cannot (port taken...). */
export function listening(server: Server): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('listening', () => resolve(server));
    server.once('error', reject);
  });
}

/** Stops accepting connections and resolves once the open requests are answered. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((err) => (err ? reject(err) : resolve()));
    // Idle keep-alive sockets would otherwise hold close() until they time out.
    server.closeIdleConnections();
  });
}
