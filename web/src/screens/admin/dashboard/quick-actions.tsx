import type { SystemStatus } from '@lemans/contract';
import { useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { liveSocket } from '../../../socket/live-socket.ts';
import { adminApi } from '../admin-api.ts';
import { systemProblems, DASHBOARD_TEXT as TEXT } from './dashboard-rules.ts';
import { requestSync, type SyncOutcome } from './sync-request.ts';

type Action = 'sync' | 'cache' | 'system';
interface Result {
  kind: 'success' | 'info' | 'error';
  text: string;
  details?: string[];
}

/** A sync's outcome, as the result line says it (read when shown: in the page's language then). */
function syncResultOf(outcome: SyncOutcome): Result {
  if (outcome === 'done') return { kind: 'success', text: TEXT.syncDone };
  return { kind: 'info', text: outcome === 'cooling-down' ? TEXT.syncCooling : TEXT.syncSlow };
}

const socketDriver = {
  request: adminApi.sync,
  onComplete: (listener: () => void) => liveSocket.on('sync-complete', listener),
};

/**
 * 'Sync données', 'Vider cache', 'Vérifier système' (spec part 2 §2), each a real call; one at a time, the
 * outcome announced below them. `onDone` lets the page refresh what the action changed (activity).
 */
export function QuickActions({
  onSystem,
  onDone,
}: {
  onSystem: (status: SystemStatus) => void;
  onDone: () => void;
}) {
  const [busy, setBusy] = useState<Action | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  async function run(action: Action, work: () => Promise<Result>, failure: string) {
    setBusy(action);
    setResult(null);
    try {
      setResult(await work());
    } catch {
      setResult({ kind: 'error', text: failure });
    } finally {
      setBusy(null);
      onDone();
    }
  }

  const sync = () => run('sync', async () => syncResultOf(await requestSync(socketDriver)), TEXT.syncError);
  const flush = () =>
    run(
      'cache',
      async () => {
        const { flushed } = await adminApi.flushCache();
        return {
          kind: 'success',
          text: t('admin.actions.flushed', { count: flushed }),
        };
      },
      TEXT.cacheError,
    );
  const check = () =>
    run(
      'system',
      async () => {
        const status = await adminApi.system();
        onSystem(status);
        const problems = systemProblems(status);
        return problems.length === 0
          ? { kind: 'success', text: TEXT.systemOk }
          : { kind: 'error', text: TEXT.systemProblems, details: problems };
      },
      TEXT.systemError,
    );

  return (
    <section className="card admin-actions" aria-labelledby="admin-actions-title" aria-busy={busy !== null}>
      <h2 id="admin-actions-title">{t('admin.actions.title')}</h2>
      <div className="admin-actions-buttons">
        <button
          type="button"
          className="admin-button admin-button-primary"
          onClick={sync}
          disabled={busy !== null}
        >
          {t(busy === 'sync' ? 'admin.actions.syncing' : 'admin.actions.sync')}
        </button>
        <button type="button" className="admin-button" onClick={flush} disabled={busy !== null}>
          {t(busy === 'cache' ? 'admin.actions.flushing' : 'admin.actions.flush')}
        </button>
        <button type="button" className="admin-button" onClick={check} disabled={busy !== null}>
          {t(busy === 'system' ? 'admin.actions.checking' : 'admin.actions.check')}
        </button>
      </div>
      <div className="admin-actions-result" role="status" aria-live="polite">
        {result && (
          <div className={`admin-result admin-result-${result.kind}`}>
            <p>{result.text}</p>
            {result.details && (
              <ul>
                {result.details.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
