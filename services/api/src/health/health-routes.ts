import { Router } from 'express';
import type { LiveFrames } from '../live/live-frames.ts';
import type { LiveSource } from '../live/live-source.ts';
import type { ReadTarget } from '../read-replica/read-target.ts';
import { type CheckResult, feedFreshness } from './feed-freshness.ts';

/** One-shot reachability checks; each resolves with null when the server answers, else the reason. */
export interface Probes {
  postgres(): Promise<string | null>;
  redis(): Promise<string | null>;
}

export interface HealthDependencies {
  probes: Probes;
  source: LiveSource;
  frames: LiveFrames;
  feedStaleMs: number;
  /** Where the heavy reads go, with a replica (DATABASE_READ_URL): said, never a reason to be unready. */
  readTarget?: () => ReadTarget;
  now: () => number;
}

/**
 * GET /health: the process answers (liveness). GET /ready: it can do its job (readiness): Postgres and
 * Redis answer and the live data is fresh; otherwise 503 with every failing check explained.
 */
export function healthRoutes({
  probes,
  source,
  frames,
  feedStaleMs,
  readTarget,
  now,
}: HealthDependencies): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ status: 'ok', uptime_s: Math.round(process.uptime()) });
  });
  router.get('/ready', async (_req, res) => {
    const [postgres, redis, feed] = await Promise.all([
      probes.postgres().then((problem) => reachability('Postgres', problem)),
      probes.redis().then((problem) => reachability('Redis', problem)),
      feedFreshness(source, frames, feedStaleMs, now()).catch(
        (err: Error): CheckResult => ({ ok: false, detail: `session courante illisible : ${err.message}` }),
      ),
    ]);
    const failing = Object.entries({ postgres, redis, feed }).filter(([, check]) => !check.ok);
    const checks = { postgres, redis, feed, ...(readTarget && { reads: readsCheck(readTarget()) }) };
    res.set('Cache-Control', 'no-store');
    if (failing.length === 0) {
      res.json({ status: 'ready', checks });
      return;
    }
    const error = `Service non prêt : ${failing.map(([name, check]) => `${name} — ${check.detail}`).join(' ; ')}`;
    res.status(503).json({ status: 'not_ready', error, checks });
  });
  return router;
}

/** A lagging or unreachable replica leaves the reads to the primary: the API still does its job. */
function readsCheck({ target, lagMs, detail }: ReadTarget) {
  return { ok: true, detail, target, lag_ms: lagMs === null ? null : Math.round(lagMs) };
}

function reachability(server: string, problem: string | null): CheckResult {
  return problem === null
    ? { ok: true, detail: `${server} répond` }
    : { ok: false, detail: `${server} injoignable : ${problem}` };
}
