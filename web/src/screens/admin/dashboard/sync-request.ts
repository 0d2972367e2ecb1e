import type { SyncState } from '@lemans/contract';

/** How a requested sync ended, as far as the page can tell. */
export type SyncOutcome = 'done' | 'cooling-down' | 'timeout';

export const SYNC_WAIT_MS = 30_000;

export interface SyncDriver {
  /** POST /api/admin/sync. */
  request(): Promise<{ state: SyncState }>;
  /** Calls back on the socket's next sync-complete notice; returns the unsubscription. */
  onComplete(listener: () => void): () => void;
}

/**
 * Asks for a sync and waits for the socket to say it is done. The listener is in place before the request,
 * so that a sync finishing before the answer arrives is not missed. A sync already queued or running counts:
 * its completion brings the same fresh data. Rejects when the request itself fails.
 */
export function requestSync(driver: SyncDriver, waitMs = SYNC_WAIT_MS): Promise<SyncOutcome> {
  return new Promise<SyncOutcome>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (outcome: SyncOutcome) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(outcome);
    };
    const unsubscribe = driver.onComplete(() => finish('done'));
    driver.request().then(
      ({ state }) => {
        if (state === 'cooling-down') finish('cooling-down');
        else timer = setTimeout(() => finish('timeout'), waitMs);
      },
      (err: unknown) => {
        unsubscribe();
        reject(err);
      },
    );
  });
}
