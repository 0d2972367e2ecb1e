import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { busKeys, publishFrame } from '@lemans/bus';
import { createRedis } from '@lemans/platform';
import { freePort } from '../tests/support/free-port.ts';
import { type ChildServer, startChildServer } from './lib/child-server.ts';
import type { Protocol } from './lib/fanout-client-worker.ts';
import { startClientPool } from './lib/fanout-clients.ts';
import { type BenchSection, fixed, type Summary, summarise, table } from './lib/stats.ts';

const LEVELS = [1000, 5000, 10_000];
const FRAMES_PER_LEVEL = 10;
const FRAME_INTERVAL_MS = 1000;
const CLIENT_WORKERS = 2;
const SESSION = '4242';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

interface Contender {
  name: string;
  protocol: Protocol;
  start(port: number, prefix: string): Promise<ChildServer>;
  socketUrl(server: ChildServer): string;
}

const contenders: [Contender, Contender] = [
  {
    name: 'realtime (ws, frame built once)',
    protocol: 'lemans',
    start(port, prefix) {
      const main = fileURLToPath(new URL('../services/realtime/src/main.ts', import.meta.url));
      const env = {
        REALTIME_PORT: String(port),
        REDIS_URL: redisUrl,
        REDIS_PREFIX: prefix,
        LOG_LEVEL: 'warn',
      };
      return startChildServer(main, [], env, port, '/health');
    },
    socketUrl: (server) => `${server.url.replace('http', 'ws')}/socket`,
  },
  {
    name: 'socket.io (io.to(room).emit)',
    protocol: 'socket.io',
    start(port, prefix) {
      const entry = fileURLToPath(new URL('./alternatives/socketio-fanout-server.ts', import.meta.url));
      return startChildServer(entry, [String(port), redisUrl, prefix], {}, port, '/health');
    },
    socketUrl: (server) => `${server.url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`,
  },
];

interface Running {
  contender: Contender;
  server: ChildServer;
  prefix: string;
  rssBefore: number;
  levels: LevelResult[];
}

interface LevelResult {
  clients: number;
  latency: Summary;
  delivered: number;
  cpuMsPerFrame: number;
  rssBytes: number;
}

/**
 * Fan-out of a ~10 KB live frame, once a second, to 1k, 5k and 10k WebSocket clients on loopback: our
 * realtime server against a socket.io server, each in its own process and fed from its own Redis stream.
 * Both run at once with the same number of clients and their frames alternate every half second, so that
 * whatever else the machine does weighs on both alike. Latency runs from the publisher's clock (carried
 * in the frame) to the client's receipt; the clients live in worker processes.
 */
export async function run(): Promise<BenchSection> {
  const fileLimit = await openFilesLimit();
  // Each worker holds its share of both contenders' clients; each server holds its own.
  const levels = LEVELS.filter((clients) => (2 * clients) / CLIENT_WORKERS + 200 <= fileLimit);
  const redis = createRedis(redisUrl, 'client');
  const pool = startClientPool(CLIENT_WORKERS);
  const running: Running[] = [];
  try {
    for (const contender of contenders) {
      const prefix = `lemans-bench:${randomBytes(4).toString('hex')}`;
      const server = await contender.start(await freePort(), prefix);
      running.push({ contender, server, prefix, rssBefore: await server.rssBytes(), levels: [] });
    }
    let connected = 0;
    for (const clients of levels) {
      for (const { contender, server } of running) {
        await pool.connect(contender.protocol, contender.socketUrl(server), clients - connected, SESSION);
      }
      connected = clients;
      // Every join handled, and the latest state sent on join received, before the measure starts.
      await sleep(1000);
      await pool.reset();
      const cpuBefore = await Promise.all(running.map(({ server }) => server.cpuMs()));
      for (let seq = 0; seq < FRAMES_PER_LEVEL; seq++) {
        for (const { prefix } of running) {
          const data = payload(seq, performance.timeOrigin + performance.now());
          const frame = { type: 'live-update' as const, session: SESSION, current: true, data };
          await publishFrame(redis, busKeys(prefix), frame, 1000);
          await sleep(FRAME_INTERVAL_MS / running.length);
        }
      }
      await sleep(1000);
      const samples = await pool.collect();
      for (const [index, entry] of running.entries()) {
        const latencies = samples[entry.contender.protocol];
        entry.levels.push({
          clients,
          latency: summarise(latencies),
          delivered: latencies.length / (clients * FRAMES_PER_LEVEL),
          cpuMsPerFrame: ((await entry.server.cpuMs()) - (cpuBefore[index] as number)) / FRAMES_PER_LEVEL,
          rssBytes: await entry.server.rssBytes(),
        });
      }
    }
    await pool.closeAll();
    return report(running, levels, fileLimit);
  } finally {
    await pool.stop();
    for (const { server, prefix } of running) {
      await server.stop();
      const keys = busKeys(prefix);
      await redis.del(keys.frames, keys.latestLive(SESSION), keys.currentSession);
    }
    await redis.quit();
  }
}

function report(running: Running[], levels: number[], fileLimit: number): BenchSection {
  const [ours, theirs] = running as [Running, Running];
  const rows = running.flatMap((entry) =>
    entry.levels.map((level) => [entry.contender.name, ...cells(level, entry.rssBefore)]),
  );
  const times = (theirsValue: number, oursValue: number) => `${fixed(theirsValue / oursValue, 2)}×`;
  const ratios = ours.levels.map((mine, index) => {
    const other = theirs.levels[index] as LevelResult;
    return (
      `${mine.clients} clients: p50 ${times(other.latency.p50, mine.latency.p50)}, ` +
      `p99 ${times(other.latency.p99, mine.latency.p99)}, CPU ${times(other.cpuMsPerFrame, mine.cpuMsPerFrame)}`
    );
  });
  const memory = running.map((entry) => `${fixed(perClientKb(entry), 1)} KB (${entry.contender.name})`);
  const skipped = LEVELS.filter((clients) => !levels.includes(clients));
  return {
    title: `WebSocket fan-out of a ${Math.round(payload(0, 0).length / 1024)} KB live frame per second (${FRAMES_PER_LEVEL} frames per level)`,
    markdown: [
      table(
        [
          'server',
          'clients',
          'p50 ms',
          'p99 ms',
          'max ms',
          'delivered',
          'server CPU ms/frame',
          'server RSS MB',
        ],
        rows,
      ),
      '',
      `Ratios socket.io / ours (above 1: ours is better): ${ratios.join('; ')}.`,
      `Server memory per client, from the first level to the last: ${memory.join(' vs ')}, ` +
        `${times(perClientKb(theirs), perClientKb(ours))}.`,
      '',
      `Both servers run at once with the same clients count, their frames alternating every ${FRAME_INTERVAL_MS / 2} ms; ` +
        `the clients are in ${CLIENT_WORKERS} worker processes on the same machine; open files limit ${fileLimit}` +
        (skipped.length > 0 ? ` (too low for ${skipped.join(', ')} clients: skipped).` : '.'),
    ].join('\n'),
  };
}

/** Memory each added client costs, measured between levels so that start-up allocations do not count. */
function perClientKb({ levels }: Running): number {
  const first = levels[0];
  const last = levels.at(-1);
  if (!first || !last || last === first) return Number.NaN;
  return (last.rssBytes - first.rssBytes) / 1024 / (last.clients - first.clients);
}

/** A classification of 62 cars, about 10 KB of JSON, with the publisher's clock as its first field. */
const rows = JSON.stringify({
  session_name: '24 Heures du Mans 2025 - Course',
  session_status: 'active',
  message: 'Drapeau vert',
  data: Array.from({ length: 62 }, (_, index) => ({
    position: index + 1,
    number: String(index + 2),
    team: `Équipe ${index + 1}`,
    driver: `Pilote ${index + 1}`,
    category: ['HYPERCAR', 'LMP2', 'LMGT3'][index % 3],
    laps: 300 - index,
    last_lap: 212_345 + index * 37,
    best_lap: 207_890 + index * 29,
    gap: index === 0 ? '' : `+${(index * 12.345).toFixed(3)}`,
    pits: Math.floor(index / 7),
    state: 'Running',
  })),
}).slice(1);

function payload(seq: number, sentAt: number): string {
  return `{"sentAt":${sentAt},"seq":${seq},${rows}`;
}

/** The soft limit on open files that the child processes inherit. */
async function openFilesLimit(): Promise<number> {
  const limits = await readFile('/proc/self/limits', 'utf8');
  const soft = /^Max open files\s+(\S+)/m.exec(limits)?.[1];
  return soft === undefined || soft === 'unlimited' ? Number.POSITIVE_INFINITY : Number(soft);
}

const cells = (result: LevelResult, rssBefore: number) => [
  result.clients,
  fixed(result.latency.p50, 1),
  fixed(result.latency.p99, 1),
  fixed(result.latency.max, 1),
  `${fixed(result.delivered * 100, 1)} %`,
  fixed(result.cpuMsPerFrame, 1),
  `${fixed(result.rssBytes / 2 ** 20, 0)} (+${fixed((result.rssBytes - rssBefore) / 2 ** 20, 0)})`,
];
