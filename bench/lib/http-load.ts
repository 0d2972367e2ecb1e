import autocannon from 'autocannon';
import type { ChildServer } from './child-server.ts';
import { fixed } from './stats.ts';

export interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  cpuMsPerRequest: number;
  status: string;
}

export interface LoadOptions {
  connections: number;
  durationS: number;
  /** Send back the ETag of the first answer, so that every request is a revalidation (304). */
  conditional: boolean;
}

/** Loads one path of a server with autocannon and reports the throughput and the server's CPU per request. */
export function measureLoad(server: ChildServer, path: string, options: LoadOptions): Promise<Load> {
  return measureMixedLoad(server, [path], options);
}

/**
 * Loads several paths of a server in turn (each connection cycles through them in order), so that a page
 * served for many ids is measured over all of them rather than over whichever one a cache keeps warm.
 */
export async function measureMixedLoad(
  server: ChildServer,
  paths: readonly string[],
  options: LoadOptions,
): Promise<Load> {
  const requests = [];
  for (const path of paths) {
    // The load generator asks for the identity body: take the ETag of that representation, not the gzip one.
    const first = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
    const etag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    requests.push({
      method: 'GET' as const,
      path,
      headers: options.conditional ? { 'if-none-match': etag } : {},
    });
  }
  const cpuBefore = await server.cpuMs();
  const result = await autocannon({
    url: server.url,
    connections: options.connections,
    duration: options.durationS,
    requests,
  });
  const cpuMs = (await server.cpuMs()) - cpuBefore;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: cpuMs / Math.max(1, result.requests.total),
    status: statuses,
  };
}

export const LOAD_HEADER = ['server', 'requests/s', 'p50 ms', 'p99 ms', 'server CPU ms/request', 'statuses'];

export const loadCells = (result: Load) => [
  Math.round(result.requestsPerSecond),
  fixed(result.p50, 0),
  fixed(result.p99, 0),
  fixed(result.cpuMsPerRequest, 3),
  result.status,
];
