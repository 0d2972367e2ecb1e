import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { busKeys, publishFrame } from '@lemans/bus';
import type { LiveFrame } from '@lemans/contract';
import { createRedis } from '@lemans/platform';
import { freePort } from '../tests/support/free-port.ts';
import { type ChildServer, startChildServer } from './lib/child-server.ts';
import type { Protocol } from './lib/fanout-client-worker.ts';
import { startClientPool } from './lib/fanout-clients.ts';
import { frameToPublish, type Published } from './lib/frame-to-publish.ts';
import { type LevelPlan, type SocketHolder, sizeLevels } from './lib/level-sizing.ts';
import { type Level, measuredOnly, measureLevels, notMeasuredLines } from './lib/levels.ts';
import { nodeProcesses } from './lib/open-files.ts';
import { BUSIEST_FROM, raceFrames } from './lib/race-frames.ts';
import { scaled } from './lib/run-bounds.ts';
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
  /** Whether the frames it is fed carry their delta from the one before (ingest's), or go whole only. */
  deltas: boolean;
  start(port: number, prefix: string): Promise<ChildServer>;
  socketUrl(server: ChildServer): string;
}

const contenders: [Contender, Contender] = [
  {
    name: 'realtime (ws, frame and delta built once)',
    protocol: 'lemans',
    deltas: true,
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
    name: 'socket.io (io.to(room).emit of the whole frame)',
    protocol: 'socket.io',
    deltas: false,
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
  /** The last frame published to it and its stream id: the base of the next delta. */
  last: Published | null;
}

interface LevelResult {
  clients: number;
  latency: Summary;
  delivered: number;
  /** Bytes of live frames each client received per frame, on average. */
  bytesPerClientFrame: number;
  cpuMsPerFrame: number;
  rssBytes: number;
}

/**
 * Fan-out of the live frames of the 2025 race's busiest minutes, one a second, to 1k, 5k and 10k WebSocket
 * clients on loopback: our realtime server, fed the frames with their deltas as ingest publishes them,
 * against a socket.io server emitting each whole frame to its room, each in its own process and fed from
 * its own Redis stream. Both run at once with the same number of clients and their frames alternate every
 * half second, so that whatever else the machine does weighs on both alike. Latency runs from the
 * publisher's clock (carried in the frame) to the client's receipt; the clients live in worker processes.
 */
export async function run(): Promise<BenchSection> {
  const holders = [
    // Each worker holds its share of both contenders' clients; each server holds its own.
    await nodeProcesses('client processes', CLIENT_WORKERS, contenders.length),
    await nodeProcesses('servers', 1),
  ];
  const plan = sizeLevels(LEVELS.map(scaled), holders);
  const frames = await raceFrames(BUSIEST_FROM, 1 + plan.fit.length * FRAMES_PER_LEVEL);
  const redis = createRedis(redisUrl, 'client');
  const pool = startClientPool(CLIENT_WORKERS);
  const running: Running[] = [];
  const publish = async (entry: Running, frame: LiveFrame) => {
    const stamped = { sentAt: performance.timeOrigin + performance.now(), ...frame };
    const last = entry.contender.deltas ? entry.last : null;
    const published = frameToPublish(SESSION, stamped, last);
    const id = await publishFrame(redis, busKeys(entry.prefix), published, 1000);
    entry.last = { id, frame: stamped };
  };
  try {
    for (const contender of contenders) {
      const prefix = `lemans-bench:${randomBytes(4).toString('hex')}`;
      const server = await contender.start(await freePort(), prefix);
      const entry: Running = {
        contender,
        server,
        prefix,
        rssBefore: await server.rssBytes(),
        last: null,
      };
      running.push(entry);
      // The state each client receives whole when it joins; every frame after it is a delta for ours.
      await publish(entry, frames[0] as LiveFrame);
    }
    let sent = 1;
    let connected = 0;
    // One result per contender, in the order they run.
    const measureLevel = async (clients: number): Promise<{ results: LevelResult[] }> => {
      for (const { contender, server } of running) {
        await pool.connect(contender.protocol, contender.socketUrl(server), clients - connected, SESSION);
      }
      connected = clients;
      // Every join handled, and the latest state sent on join received, before the measure starts.
      await sleep(1000);
      await pool.reset();
      const cpuBefore = await Promise.all(running.map(({ server }) => server.cpuMs()));
      for (let seq = 0; seq < FRAMES_PER_LEVEL; seq++, sent++) {
        for (const entry of running) {
          await publish(entry, frames[sent] as LiveFrame);
          await sleep(FRAME_INTERVAL_MS / running.length);
        }
      }
      await sleep(1000);
      const samples = await pool.collect();
      const results: LevelResult[] = [];
      for (const [index, entry] of running.entries()) {
        const latencies = samples.latencies[entry.contender.protocol];
        results.push({
          clients,
          latency: summarise(latencies),
          delivered: latencies.length / (clients * FRAMES_PER_LEVEL),
          bytesPerClientFrame: samples.bytes[entry.contender.protocol] / (clients * FRAMES_PER_LEVEL),
          cpuMsPerFrame: ((await entry.server.cpuMs()) - (cpuBefore[index] as number)) / FRAMES_PER_LEVEL,
          rssBytes: await entry.server.rssBytes(),
        });
      }
      return { results };
    };
    const levels = await measureLevels(plan.fit, measureLevel, () => pool.stop());
    if (levels.every((level) => level.measured)) await pool.closeAll();
    return report(running, levels, plan, holders);
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

function report(
  running: Running[],
  levels: Level<{ results: LevelResult[] }>[],
  plan: LevelPlan,
  holders: SocketHolder[],
): BenchSection {
  // Each contender's results, level by level: both were measured at every level measured.
  const measured = running.map((_, index) =>
    measuredOnly(levels).map((level) => level.results[index] as LevelResult),
  );
  const [ours = [], theirs = []] = measured;
  const rows = running.flatMap((entry, index) =>
    (measured[index] ?? []).map((level) => [entry.contender.name, ...cells(level, entry.rssBefore)]),
  );
  const times = (theirsValue: number, oursValue: number) => `${fixed(theirsValue / oursValue, 2)}×`;
  const ratios = ours.map((mine, index) => {
    const other = theirs[index] as LevelResult;
    return (
      `${mine.clients} clients: p50 ${times(other.latency.p50, mine.latency.p50)}, ` +
      `p99 ${times(other.latency.p99, mine.latency.p99)}, CPU ${times(other.cpuMsPerFrame, mine.cpuMsPerFrame)}, ` +
      `bytes ${times(other.bytesPerClientFrame, mine.bytesPerClientFrame)}`
    );
  });
  const memory = running.map(
    (entry, index) => `${fixed(perClientKb(measured[index] ?? []), 1)} KB (${entry.contender.name})`,
  );
  const missing = notMeasuredLines(plan, [{ name: 'both servers', levels }]);
  return {
    title:
      `WebSocket fan-out of the 2025 race's live frames from ${BUSIEST_FROM}, one per second (${FRAMES_PER_LEVEL} ` +
      'frames per level): ours sends deltas, socket.io whole frames',
    markdown: [
      table(
        [
          'server',
          'clients',
          'p50 ms',
          'p99 ms',
          'max ms',
          'delivered',
          'KB per client per frame',
          'server CPU ms/frame',
          'server RSS MB',
        ],
        rows,
      ),
      '',
      ...(missing.length > 0 ? [`Not measured: ${missing.join('; ')}.`] : []),
      `Ratios socket.io / ours (above 1: ours is better): ${ratios.join('; ') || 'none (no level measured)'}.`,
      `Server memory per client, from the first level to the last: ${memory.join(' vs ')}, ` +
        `${times(perClientKb(theirs), perClientKb(ours))}.`,
      '',
      `Both servers run at once with the same clients count, their frames alternating every ${FRAME_INTERVAL_MS / 2} ms; ` +
        `the clients are in ${CLIENT_WORKERS} worker processes on the same machine. Levels are sized to the open ` +
        `files found at run time (${holders.map((holder) => `${holder.bound} for ${holder.name}`).join(', ')}): ` +
        'one they cannot hold is not measured.',
    ].join('\n'),
  };
}

/** Memory each added client costs, measured between levels so that start-up allocations do not count. */
function perClientKb(levels: LevelResult[]): number {
  const first = levels[0];
  const last = levels.at(-1);
  if (!first || !last || last === first) return Number.NaN;
  return (last.rssBytes - first.rssBytes) / 1024 / (last.clients - first.clients);
}

const cells = (result: LevelResult, rssBefore: number) => [
  result.clients,
  fixed(result.latency.p50, 1),
  fixed(result.latency.p99, 1),
  fixed(result.latency.max, 1),
  `${fixed(result.delivered * 100, 1)} %`,
  fixed(result.bytesPerClientFrame / 1024, 2),
  fixed(result.cpuMsPerFrame, 1),
  `${fixed(result.rssBytes / 2 ** 20, 0)} (+${fixed((result.rssBytes - rssBefore) / 2 ** 20, 0)})`,
];
