import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '../i18n/use-language.tsx';
import { liveSocket, socketConnected, socketRetryOffered } from '../socket/live-socket.ts';
import './connection-status.css';

/**
 * 'En ligne' or 'Hors ligne', following the socket (spec part 1 §4); once the quick reconnection attempts
 * failed, a 'Réessayer' button tries at once rather than at the end of the current wait.
 */
export function ConnectionStatus({ withRetry = false }: { withRetry?: boolean }) {
  useSignals();
  const t = useT();
  const online = socketConnected.value;
  const retry = withRetry && !online && socketRetryOffered.value;
  return (
    <span className={`connection ${online ? 'is-online' : 'is-offline'}${retry ? ' has-retry' : ''}`}>
      <span role="status" className="connection__state">
        <span className="connection__dot" aria-hidden="true" />
        <span className="connection__word">{t(online ? 'connection.online' : 'connection.offline')}</span>
      </span>
      {retry && (
        <button type="button" className="connection__retry" onClick={() => liveSocket.retry()}>
          {t('connection.retry')}
        </button>
      )}
    </span>
  );
}
