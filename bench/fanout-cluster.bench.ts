import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { busKeys, publishFrame } from '@lemans/bus';
import type { LiveFrame } from '@lemans/contract';
import { createRedis } from '@lemans/platform';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Server } from 'socket.io';
import { freePort } from '../tests/support/free-port.ts';
import { type StartedNginx, startNginx } from '../tests/support/nginx.ts';
import { type ChildServer, processCpuMs, startChildServer } from './lib/child-server.ts';
import type { Protocol } from './lib/fanout-client-worker.ts';
import { type ClientPool, startClientPool } from './lib/fanout-clients.ts';
import { frameToPublish, type Published } from './lib/frame-to-publish.ts';
import { type LevelPlan, type SocketHolder, sizeLevels } from './lib/level-sizing.ts';
import { type Level, measuredOnly, measureLevels, notMeasuredLines } from './lib/levels.ts';
import { nginxWorkers, nodeProcesses } from './lib/open-files.ts';
import { BUSIEST_FROM, FRAME_STEP_MS, raceFrames } from './lib/race-frames.ts';
import { scaled } from './lib/run-bounds.ts';
import { type BenchProgress, type BenchSection, fixed, type Summary, summarise, table } from './lib/stats.ts';

const LEVELS = [10_000, 20_000];
const NODES = 2;
const FRAMES_PER_LEVEL = 10;
/** The race's pace: one frame per poll of the feed. */
const FRAME_INTERVAL_MS = FRAME_STEP_MS;
/** How long the clients may take to receive the last frames before what is missing counts as lost. */
const DRAIN_LIMIT_MS = 30_000;
const CLIENT_WORKERS = 2;
/** The issue's bar: p99 at least twice socket.io's at 10,000 clients. */
const P99_TARGET = { clients: scaled(10_000), ratio: 2 };
const SESSION = '4242';
const ROOM = `live:${SESSION}`;
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** A contender's processes behind its proxy, and how a frame reaches them. */
interface Cluster {
  nodes: ChildServer[];
  publish(frame: LiveFrame & { sentAt: number }): Promise<void>;
  stop(): Promise<void>;
}

interface Contender {
  name: string;
  protocol: Protocol;
  start(): Promise<Cluster>;
}

const contenders: [Contender, Contender] = [
  {
    name: `realtime × ${NODES} (ws, each reading ingest's stream; deltas)`,
    protocol: 'lemans',
    async start() {
      const prefix = `lemans-bench:${randomBytes(4).toString('hex')}`;
      const keys = busKeys(prefix);
      const redis = createRedis(redisUrl, 'client');
      const main = fileURLToPath(new URL('../services/realtime/src/main.ts', import.meta.url));
      const nodes = await startNodes((port) =>
        startChildServer(
          main,
          [],
          { REALTIME_PORT: String(port), REDIS_URL: redisUrl, REDIS_PREFIX: prefix, LOG_LEVEL: 'warn' },
          port,
          '/health',
        ),
      );
      let last: Published | null = null;
      return {
        nodes,
        // As ingest publishes: the whole frame, and its delta from the frame before.
        async publish(frame) {
          last = { id: await publishFrame(redis, keys, frameToPublish(SESSION, frame, last), 1000), frame };
        },
        async stop() {
          await Promise.all(nodes.map((node) => node.stop()));
          await redis.del(keys.frames, keys.latestLive(SESSION), keys.currentSession);
          await redis.quit();
        },
      };
    },
  },
  {
    name: `socket.io × ${NODES} (Redis streams adapter; io.to(room).emit of the whole frame)`,
    protocol: 'socket.io',
    async start() {
      const streamName = `lemans-bench-sio:${randomBytes(4).toString('hex')}`;
      const entry = fileURLToPath(new URL('./alternatives/socketio-cluster-node.ts', import.meta.url));
      const nodes = await startNodes((port) =>
        startChildServer(entry, [String(port), redisUrl, streamName], {}, port, '/health'),
      );
      // The publisher is one more socket.io server of the cluster, without clients: the adapter carries
      // its broadcasts to the nodes through the stream, as ingest's frames reach ours.
      const redis = createRedis(redisUrl, 'worker');
      const io = new Server({
        adapter: createAdapter(redis, { streamName, channelPrefix: streamName, onlyPlaintext: true }),
      });
      return {
        nodes,
        async publish(frame) {
          io.to(ROOM).emit('live-update', frame);
        },
        async stop() {
          await Promise.all(nodes.map((node) => node.stop()));
          // It never listened, so it has no engine to close: closing its adapter stops the stream's reader.
          io.of('/').adapter.close();
          await redis.del(streamName);
          redis.disconnect();
        },
      };
    },
  },
];

async function startNodes(start: (port: number) => Promise<ChildServer>): Promise<ChildServer[]> {
  const nodes: ChildServer[] = [];
  for (let index = 0; index < NODES; index++) nodes.push(await start(await freePort()));
  return nodes;
}

interface LevelResult {
  clients: number;
  /** Clients that could not connect, from the first level up to this one. */
  refused: number;
  /** What nginx's error log says of the refusals, by kind: the cause, when the proxy is it. */
  proxyErrors: string;
  latency: Summary;
  /** Of the frames sent, the share every connected client received. */
  delivered: number;
  /** Bytes of live frames each client received per frame, on average. */
  bytesPerClientFrame: number;
  nodesCpuMsPerFrame: number;
  proxyCpuMsPerFrame: number;
  /** Resident memory of the nodes together. */
  rssBytes: number;
}

interface Measured {
  contender: Contender;
  levels: Level<LevelResult>[];
}

/**
 * Fan-out of the 2025 race's busiest live frames, at the race's pace (one every 3 s), to 10,000 and then
 * 20,000 WebSocket clients (the levels the machine's open files can hold) through the production proxy
 * (nginx, the compose layout's configuration) in front of two server processes: our realtime processes,
 * each reading ingest's stream and sending deltas, against two socket.io servers joined by socket.io's Redis
 * streams adapter, emitting whole frames. The contenders run one after the other with the same frames and
 * the same clients (in worker processes), as each would run alone on race day; latency runs from the
 * publisher's clock (carried in the frame) to the client's receipt.
 */
export async function run(progress: BenchProgress): Promise<BenchSection> {
  const holders = await socketHolders();
  const plan = sizeLevels(LEVELS.map(scaled), holders);
  const frames = await raceFrames(BUSIEST_FROM, 1 + plan.fit.length * FRAMES_PER_LEVEL);
  const measured: Measured[] = [];
  for (const contender of plan.fit.length > 0 ? contenders : []) {
    measured.push({ contender, levels: await measure(contender, plan.fit, frames) });
    progress(report(measured, plan, holders));
  }
  return report(measured, plan, holders);
}

/** Every process holding the clients' sockets: nginx's workers, the client workers and the servers. */
async function socketHolders(): Promise<SocketHolder[]> {
  return [
    await nginxWorkers(),
    await nodeProcesses('client processes', CLIENT_WORKERS),
    await nodeProcesses('server processes', NODES),
  ];
}

async function measure(contender: Contender, levels: number[], frames: LiveFrame[]) {
  const cluster = await contender.start();
  // A pool of the contender's own: a level abandoned past its deadline stops it, and its clients with it.
  const pool = startClientPool(CLIENT_WORKERS);
  let proxy: StartedNginx | undefined;
  try {
    const nginx = await startNginx({
      // Only /socket is asked for: the site and the API are never reached.
      siteRoot: fileURLToPath(new URL('../web/dist', import.meta.url)),
      api: [`127.0.0.1:${await freePort()}`],
      realtime: cluster.nodes.map((node) => node.url.replace('http://', '')),
    });
    proxy = nginx;
    const socketUrl = `${nginx.url.replace('http', 'ws')}/socket${contender.protocol === 'socket.io' ? '?EIO=4&transport=websocket' : ''}`;
    const stamp = (frame: LiveFrame) => ({ sentAt: performance.timeOrigin + performance.now(), ...frame });
    // The state each client receives when it joins.
    await cluster.publish(stamp(frames[0] as LiveFrame));
    let sent = 1;
    let asked = 0;
    let refused = 0;
    const measureLevel = async (clients: number): Promise<LevelResult> => {
      const connected = await pool.connect(contender.protocol, socketUrl, clients - asked, SESSION);
      asked = clients;
      refused += connected.refused;
      const open = connected.open;
      // Every join handled before the measure starts.
      await sleep(2000);
      await pool.reset();
      const cpuBefore = await cpuMs(cluster, nginx);
      for (let seq = 0; seq < FRAMES_PER_LEVEL; seq++, sent++) {
        await cluster.publish(stamp(frames[sent] as LiveFrame));
        await sleep(FRAME_INTERVAL_MS);
      }
      await allReceived(pool, contender.protocol, open * FRAMES_PER_LEVEL);
      const cpuAfter = await cpuMs(cluster, nginx);
      const samples = await pool.collect();
      const latencies = samples.latencies[contender.protocol];
      return {
        clients,
        refused,
        proxyErrors: errorKindsOf(await nginx.errors()),
        latency: summarise(latencies),
        delivered: latencies.length / (open * FRAMES_PER_LEVEL),
        bytesPerClientFrame: samples.bytes[contender.protocol] / (open * FRAMES_PER_LEVEL),
        nodesCpuMsPerFrame: (cpuAfter.nodes - cpuBefore.nodes) / FRAMES_PER_LEVEL,
        proxyCpuMsPerFrame: (cpuAfter.proxy - cpuBefore.proxy) / FRAMES_PER_LEVEL,
        rssBytes: (await Promise.all(cluster.nodes.map((node) => node.rssBytes()))).reduce(
          (a, b) => a + b,
          0,
        ),
      };
    };
    const measured = await measureLevels(levels, measureLevel, () => pool.stop());
    if (measured.every((level) => level.measured)) await pool.closeAll();
    return measured;
  } finally {
    await pool.stop();
    await proxy?.stop();
    await cluster.stop();
  }
}

/** The kinds of error nginx logged (the text after the connection number), each with its count. */
function errorKindsOf(log: string): string {
  const kinds = new Map<string, number>();
  for (const line of log.split('\n')) {
    const kind = /\[(?:alert|crit|error)\] \d+#\d+: (?:\*\d+ )?(.+?)(?: while |, client:|$)/.exec(line)?.[1];
    if (kind && !kind.startsWith('setrlimit')) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return [...kinds].map(([kind, count]) => `${count} × ${kind}`).join('; ') || 'none';
}

/** Waits until every frame sent reached every client, or until no more arrive. */
async function allReceived(pool: ClientPool, protocol: Protocol, expected: number): Promise<void> {
  const deadline = Date.now() + DRAIN_LIMIT_MS;
  while (Date.now() < deadline && (await pool.received())[protocol] < expected) await sleep(200);
}

async function cpuMs(cluster: Cluster, proxy: StartedNginx): Promise<{ nodes: number; proxy: number }> {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    nodes: sum(await Promise.all(cluster.nodes.map((node) => node.cpuMs()))),
    proxy: sum(await Promise.all((await proxy.pids()).map(processCpuMs))),
  };
}

function report(measured: Measured[], plan: LevelPlan, holders: SocketHolder[]): BenchSection {
  const [ours, theirs] = measured.map(({ levels }) => measuredOnly(levels));
  const rows = measured.flatMap(({ contender, levels }) =>
    measuredOnly(levels).map((level) => [
      contender.name,
      level.clients,
      level.refused,
      fixed(level.latency.p50, 1),
      fixed(level.latency.p99, 1),
      fixed(level.latency.max, 1),
      `${fixed(level.delivered * 100, 1)} %`,
      fixed(level.bytesPerClientFrame / 1024, 2),
      fixed(level.nodesCpuMsPerFrame, 1),
      fixed(level.proxyCpuMsPerFrame, 1),
      fixed(level.rssBytes / 2 ** 20, 0),
    ]),
  );
  const times = (theirsValue: number, oursValue: number) => `${fixed(theirsValue / oursValue, 2)}×`;
  // Only the levels both contenders were measured at compare.
  const pairs = (ours ?? []).flatMap((mine) => {
    const other = theirs?.find((level) => level.clients === mine.clients);
    return other ? [{ mine, other }] : [];
  });
  const ratios = pairs.map(
    ({ mine, other }) =>
      `${mine.clients} clients: p50 ${times(other.latency.p50, mine.latency.p50)}, ` +
      `p99 ${times(other.latency.p99, mine.latency.p99)}, ` +
      `servers' CPU ${times(other.nodesCpuMsPerFrame, mine.nodesCpuMsPerFrame)}, ` +
      `proxy CPU ${times(other.proxyCpuMsPerFrame, mine.proxyCpuMsPerFrame)}, ` +
      `bytes ${times(other.bytesPerClientFrame, mine.bytesPerClientFrame)}`,
  );
  const perClientKb = (levels: LevelResult[] = []) => {
    const first = levels[0];
    const last = levels.at(-1);
    if (!first || !last || first === last) return Number.NaN;
    return (last.rssBytes - first.rssBytes) / 1024 / (last.clients - first.clients);
  };
  const atTarget = pairs.find(({ mine }) => mine.clients === P99_TARGET.clients);
  const p99Ratio = atTarget ? atTarget.other.latency.p99 / atTarget.mine.latency.p99 : Number.NaN;
  const missing = notMeasuredLines(
    plan,
    measured.map(({ contender, levels }) => ({ name: contender.protocol, levels })),
  );
  return {
    title:
      `WebSocket fan-out through the production proxy to ${NODES} server processes, the 2025 race's live frames ` +
      `from ${BUSIEST_FROM}, one every ${FRAME_INTERVAL_MS / 1000} s as on race day (${FRAMES_PER_LEVEL} frames per level): ours sends deltas, socket.io ` +
      'with its Redis streams adapter whole frames',
    markdown: [
      table(
        [
          'servers',
          'clients',
          'refused',
          'p50 ms',
          'p99 ms',
          'max ms',
          'delivered',
          'KB per client per frame',
          'servers CPU ms/frame',
          'proxy CPU ms/frame',
          'servers RSS MB',
        ],
        rows,
      ),
      '',
      ...(missing.length > 0 ? [`Not measured: ${missing.join('; ')}.`] : []),
      `Ratios socket.io / ours (above 1: ours is better): ${ratios.join('; ') || 'none (no level measured for both)'}.`,
      `Target: p99 at least ${P99_TARGET.ratio}× better than socket.io at ${P99_TARGET.clients} clients: ` +
        (atTarget
          ? `${fixed(p99Ratio, 2)}× (${p99Ratio >= P99_TARGET.ratio ? 'met' : 'not met'}).`
          : 'not measured at that level for both.'),
      `Servers' memory per added client: ${fixed(perClientKb(ours), 1)} KB for ours, ` +
        `${fixed(perClientKb(theirs), 1)} KB for socket.io.`,
      `nginx's errors by level: ${
        measured
          .flatMap(({ contender, levels }) =>
            measuredOnly(levels).map(
              (level) => `${contender.protocol} at ${level.clients}: ${level.proxyErrors}`,
            ),
          )
          .join('; ') || 'no level measured'
      }.`,
      '',
      "nginx runs the shipped configuration (deploy/nginx: nginx.conf and the site's template, one worker per " +
        'core sharing the port, each holding two connections per client and as many open files as the host ' +
        `grants it); the clients are in ${CLIENT_WORKERS} worker processes on the same machine; the contenders run one after ` +
        `the other. A frame not received ${DRAIN_LIMIT_MS / 1000} s after the last one was sent counts as lost; a client whose handshake failed counts as refused (from the first level up to the row's) and out of the delivered share. ` +
        `Levels are sized to the open files found at run time (${holders.map((holder) => `${holder.bound} for ${holder.name}`).join(', ')}): one they cannot hold is not measured.`,
    ].join('\n'),
  };
}
