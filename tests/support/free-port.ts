import { createServer } from 'node:net';

/**
 * Ports are taken below the ephemeral range (32768-60999 on Linux, 49152 and up elsewhere), from which every
 * outgoing connection of the machine takes its local port: a port the system handed out as free would be
 * taken again by a browser's or a database client's connection before the server meant for it listens.
 *
 * A port is free when it is checked, and only taken once the process it is meant for listens, seconds later:
 * so that two test files never pick the same one meanwhile, each worker of the run (VITEST_POOL_ID, unique
 * among the files running at once) has a slice of the range of its own, and within a worker the ports are
 * handed out in turn, none twice before the whole slice has been.
 */
const FIRST_PORT = 20_000;
const PORTS = 12_000;
const SLICES = 8;
const SLICE_PORTS = PORTS / SLICES;

const slice = (Number(process.env.VITEST_POOL_ID) || 1) % SLICES;
const sliceStart = FIRST_PORT + slice * SLICE_PORTS;
let next = Math.floor(Math.random() * SLICE_PORTS);

/** A TCP port nobody listens on right now, for a server started in another process. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < SLICE_PORTS; attempt++) {
    const port = sliceStart + (next++ % SLICE_PORTS);
    if (await isFree(port)) return port;
  }
  throw new Error(`aucun port libre de ${sliceStart} à ${sliceStart + SLICE_PORTS - 1}`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
