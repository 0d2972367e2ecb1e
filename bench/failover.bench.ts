import { startFailoverClients } from './lib/failover-clients.ts';
import type { FailoverOutcome } from './lib/failover-outcome.ts';
import { POLL_INTERVAL_MS } from './lib/failover-race.ts';
import { type PostgresFailoverResult, postgresFailover } from './lib/postgres-failover.ts';
import { type RedisFailoverResult, redisFailover } from './lib/redis-failover.ts';
import { type BenchSection, fixed, table } from './lib/stats.ts';

const CLIENTS = 1000;
const CLIENT_WORKERS = 2;
/** The primary stays down this long before the replica is promoted: time for every service to notice. */
const POSTGRES_OUTAGE_MS = 5000;
/** Frames every client receives before a failover, and after it before the measure ends. */
const FRAMES_AROUND = 5;
const FRAMES_TIMEOUT_MS = 90_000;
/** The bound from the promotion to the next live frame. */
const RESUME_BOUND_MS = 10_000;

/**
 * Failovers of the backing services under 1,000 WebSocket clients (in worker processes) following the
 * 2025 race live through a realtime process, with the feed, ingest, the API and realtime as real
 * processes and a frame at every poll. For each failover, the time to each client's next frame and the
 * frames each client missed or got twice, against what a user would do instead: for PostgreSQL, services
 * restarted onto the new primary; for Redis, socket.io with its Redis streams adapter on the same sentinels.
 */
export async function run(): Promise<BenchSection> {
  const clients = startFailoverClients(CLIENT_WORKERS);
  const settings = { clients: CLIENTS, framesAround: FRAMES_AROUND, framesTimeoutMs: FRAMES_TIMEOUT_MS };
  try {
    const postgres = { ...settings, outageMs: POSTGRES_OUTAGE_MS };
    const ridden = await postgresFailover(clients, 'ride-through', postgres);
    const restarted = await postgresFailover(clients, 'restart', postgres);
    const ours = await redisFailover(clients, 'lemans', settings);
    const socketIo = await redisFailover(clients, 'socket.io', settings);
    return {
      title:
        `Failovers of PostgreSQL and Redis under ${CLIENTS.toLocaleString('en-US')} WebSocket clients ` +
        `following the 2025 race live (a frame at every ${POLL_INTERVAL_MS / 1000} s poll)`,
      markdown: [postgresReport(ridden, restarted), '', redisReport(ours, socketIo)].join('\n'),
    };
  } finally {
    await clients.stop();
  }
}

const ms = (value: number) => fixed(value, 0);
const times = ({ nextFrame }: FailoverOutcome) => [ms(nextFrame.p50), ms(nextFrame.p99), ms(nextFrame.max)];
const harm = (outcome: FailoverOutcome) =>
  [outcome.withoutFrame, outcome.lost, outcome.doubled, outcome.closed].map(String);
const HARM = ['without frame', 'frames lost', 'frames doubled', 'sockets closed'];
const ratios = (ours: FailoverOutcome, theirs: FailoverOutcome) =>
  `p50 ${fixed(ours.nextFrame.p50 / theirs.nextFrame.p50, 2)}, p99 ${fixed(ours.nextFrame.p99 / theirs.nextFrame.p99, 2)}`;
const withinBound = (outcome: FailoverOutcome) =>
  outcome.withoutFrame === 0 && outcome.nextFrame.max <= RESUME_BOUND_MS ? 'met' : 'not met';

function postgresReport(ours: PostgresFailoverResult, restart: PostgresFailoverResult): string {
  const name = {
    'ride-through': 'ours: ingest and API ride through (DATABASE_URL names both servers)',
    restart: 'restart: ingest and API killed at the promotion, started again on the new primary',
  } as const;
  const rows = [ours, restart].map((result) => [
    name[result.recovery],
    result.outcome.clients,
    result.refused,
    fixed(result.outageMs / 1000, 1),
    ...times(result.outcome),
    ...harm(result.outcome),
  ]);
  return [
    '### PostgreSQL: primary stopped, replica promoted',
    '',
    table(
      [
        'recovery',
        'clients',
        'refused',
        'outage s',
        'from promotion to next frame p50 ms',
        'p99 ms',
        'max ms',
        ...HARM,
      ],
      rows,
    ),
    '',
    `Ratios ours / restart (below 1: ours is faster): ${ratios(ours.outcome, restart.outcome)}.`,
    `Bound: every client's next frame within ${RESUME_BOUND_MS / 1000} s of the promotion: ${withinBound(ours.outcome)}.`,
    `The restarted ingest and API answered their health checks ${fixed((restart.restartMs ?? Number.NaN) / 1000, 1)} s after the promotion.`,
    '',
    'Each recovery runs on a PostgreSQL primary and streaming replica of its own (pg_basebackup -R, fsync ' +
      `off), the primary stopped with \`pg_ctl stop -m immediate\` and the replica promoted ${POSTGRES_OUTAGE_MS / 1000} s ` +
      'later; times run from the moment the promoted server takes writes. The restart is what a supervisor ' +
      'does at best for a site that cannot ride through: both processes killed the moment the new primary ' +
      'takes writes and started again at once on it (their start-up included). The feed moves on by one ' +
      'step of race at each poll, so that the frames pause with the database and resume with it.',
  ].join('\n');
}

function redisReport(ours: RedisFailoverResult, socketIo: RedisFailoverResult): string {
  const name = {
    lemans: 'ours: ingest, API and realtime through the sentinels',
    'socket.io': 'socket.io, Redis streams adapter, its server and publisher through the same sentinels',
  } as const;
  const rows = [ours, socketIo].map((result) => [
    name[result.protocol],
    result.fromKill.clients,
    result.refused,
    fixed(result.promotionMs / 1000, 1),
    ...times(result.fromKill),
    ...times(result.fromPromotion),
    ...harm(result.fromKill),
  ]);
  return [
    '### Redis: the Sentinel primary killed (SIGKILL), the replica promoted by the sentinels',
    '',
    table(
      [
        'contender',
        'clients',
        'refused',
        'kill to promotion s',
        'from kill to next frame p50 ms',
        'p99 ms',
        'max ms',
        'from promotion p50 ms',
        'p99 ms',
        'max ms',
        ...HARM,
      ],
      rows,
    ),
    '',
    `Ratios ours / socket.io, from the kill (below 1: ours is faster): ${ratios(ours.fromKill, socketIo.fromKill)}.`,
    `Bound: every client's next frame within ${RESUME_BOUND_MS / 1000} s of the promotion: ${withinBound(ours.fromPromotion)}.`,
    '',
    'Each contender runs on a Redis primary, its replica and three sentinels of its own (down after 1 s), ' +
      'the promotion being the moment the sentinels name the replica and it takes writes; a next frame is ' +
      'one published after the kill (one already on its way then says nothing of the recovery). socket.io runs ' +
      'one server, as ours runs one realtime process, and a publisher emitting the same race frames at ' +
      "the same pace, numbered so that each client's frames can be checked.",
    '',
    'For both failovers, a frame counts as lost when the stream (or the publisher, for socket.io) sent it ' +
      'between the first and last frames a client received and the client never got it; clients are in ' +
      `${CLIENT_WORKERS} worker processes and never reconnect: the server keeps them, or they count as closed.`,
  ].join('\n');
}
