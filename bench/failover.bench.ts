import { startFailoverClients } from './lib/failover-clients.ts';
import type { FailoverOutcome } from './lib/failover-outcome.ts';
import { POLL_INTERVAL_MS } from './lib/failover-race.ts';
import { type PostgresFailoverResult, postgresFailover } from './lib/postgres-failover.ts';
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
 * processes and a frame at every poll. For each failover, the time from the promotion to each client's
 * next frame and the frames each client missed or got twice, against what a user would do instead.
 */
export async function run(): Promise<BenchSection> {
  const clients = startFailoverClients(CLIENT_WORKERS);
  const settings = {
    clients: CLIENTS,
    outageMs: POSTGRES_OUTAGE_MS,
    framesAround: FRAMES_AROUND,
    framesTimeoutMs: FRAMES_TIMEOUT_MS,
  };
  try {
    const ours = await postgresFailover(clients, 'ride-through', settings);
    const restart = await postgresFailover(clients, 'restart', settings);
    return report(ours, restart);
  } finally {
    await clients.stop();
  }
}

const ms = (value: number) => fixed(value, 0);

function outcomeCells(outcome: FailoverOutcome): string[] {
  return [
    ms(outcome.nextFrame.p50),
    ms(outcome.nextFrame.p99),
    ms(outcome.nextFrame.max),
    String(outcome.withoutFrame),
    String(outcome.lost),
    String(outcome.doubled),
    String(outcome.closed),
  ];
}

function report(ours: PostgresFailoverResult, restart: PostgresFailoverResult): BenchSection {
  const name = {
    'ride-through': 'ours: ingest and API ride through (DATABASE_URL names both servers)',
    restart: 'restart: ingest and API killed at the promotion, started on the new primary',
  } as const;
  const rows = [ours, restart].map((result) => [
    name[result.recovery],
    result.outcome.clients,
    result.refused,
    fixed(result.outageMs / 1000, 1),
    ...outcomeCells(result.outcome),
  ]);
  const p99 = ours.outcome.nextFrame.p99 / restart.outcome.nextFrame.p99;
  const p50 = ours.outcome.nextFrame.p50 / restart.outcome.nextFrame.p50;
  return {
    title:
      `Failover of PostgreSQL under ${CLIENTS} WebSocket clients following the 2025 race live ` +
      `(a frame every ${POLL_INTERVAL_MS / 1000} s poll): primary stopped, replica promoted`,
    markdown: [
      table(
        [
          'recovery',
          'clients',
          'refused',
          'outage s',
          'next frame p50 ms',
          'p99 ms',
          'max ms',
          'without frame',
          'frames lost',
          'frames doubled',
          'sockets closed',
        ],
        rows,
      ),
      '',
      `Ratios ours / restart (below 1: ours is faster): p50 ${fixed(p50, 2)}, p99 ${fixed(p99, 2)}.`,
      `Bound: every client's next frame within ${RESUME_BOUND_MS / 1000} s of the promotion: ` +
        `${ours.outcome.withoutFrame === 0 && ours.outcome.nextFrame.max <= RESUME_BOUND_MS ? 'met' : 'not met'}.`,
      '',
      'Each recovery runs on a PostgreSQL primary and streaming replica of its own (pg_basebackup -R, ' +
        `fsync off), stopped with \`pg_ctl stop -m immediate\`, the replica promoted ${POSTGRES_OUTAGE_MS / 1000} s ` +
        'later; times run from the moment the promoted server takes writes to the first live frame each ' +
        'client receives after it. The feed moves on by one step of race at each poll, so that the frames ' +
        `pause with the database and resume with it. A frame counts as lost when the stream holds it between ` +
        `the first and last frames a client received and the client never got it; clients are in ` +
        `${CLIENT_WORKERS} worker processes and never reconnect, the realtime process keeps them.`,
    ].join('\n'),
  };
}
