import { createServer } from 'node:net';

/**
 * Ports are taken below the ephemeral range (32768-60999 on Linux, 49152 and up elsewhere), from which every
 * outgoing connection of the machine takes its local port: a port the system handed out as free would be
 * taken again by a browser's or a database client's connection before the server meant for it listens.
 */
const FIRST_PORT = 20_000;
const PORTS = 12_000;

/** A TCP port nobody listens on right now, for a server started in another process. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const port = FIRST_PORT + Math.floor(Math.random() * PORTS);
    if (await isFree(port)) return port;
    if (attempt === 100) throw new Error(`aucun port libre de ${FIRST_PORT} à ${FIRST_PORT + PORTS - 1}`);
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
