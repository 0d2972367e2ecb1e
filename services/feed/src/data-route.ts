import { setTimeout as sleep } from 'node:timers/promises';
import { sendJsonBody, sendUncachedBytes } from '@lemans/http';
import type { RequestHandler } from 'express';
import { type FaultInjector, malformBody, truncateBody } from './faults.ts';
import type { ReplayClock } from './replay-clock.ts';
import type { SnapshotCache } from './snapshot-cache.ts';

export interface DataRouteDependencies {
  clock: ReplayClock;
  faults: FaultInjector;
  snapshots: SnapshotCache;
}

const UNAVAILABLE = Buffer.from(JSON.stringify({ error: 'Service momentanément indisponible' }));

/**
 * GET /live/WEC/data.json: the organiser snapshot at the replay's race time. The frame is taken before
 * any injected delay, as on a slow real feed where the answer is already stale when it arrives; a faulty
 * answer still consumes its frame in step mode, as the real race does not wait for a failed poll.
 */
export function dataRoute({ clock, faults, snapshots }: DataRouteDependencies): RequestHandler {
  return async (req, res) => {
    const frameMs = clock.takeFrameMs();
    const fault = faults.draw();
    const { delayMs } = faults.settings();
    if (delayMs > 0) await sleep(delayMs);
    switch (fault) {
      case 'unavailable':
        res.set('Retry-After', '1');
        sendUncachedBytes(res, 503, UNAVAILABLE);
        return;
      case 'truncated':
        sendUncachedBytes(res, 200, truncateBody(snapshots.bodyAt(frameMs).identity));
        return;
      case 'malformed':
        sendUncachedBytes(res, 200, malformBody(snapshots.bodyAt(frameMs).identity));
        return;
      case 'none':
        sendJsonBody(req, res, snapshots.bodyAt(frameMs));
        return;
      default: {
        const unknown: never = fault;
        throw new Error(`Panne inconnue : ${String(unknown)}`);
      }
    }
  };
}
