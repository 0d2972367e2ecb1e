import { useSignals } from '@preact/signals-react/runtime';
import { liveSocket, socketConnected, socketGaveUp } from '../socket/live-socket.ts';
import './connection-status.css';

/**
 * 'En ligne' or 'Hors ligne', following the socket (spec part 1 §4); once the automatic reconnection
 * attempts are spent, a 'Réessayer' button starts them again.
 */
export function ConnectionStatus({ withRetry = false }: { withRetry?: boolean }) {
  useSignals();
  const online = socketConnected.value;
  const retry = withRetry && !online && socketGaveUp.value;
  return (
    <span className={`connection ${online ? 'is-online' : 'is-offline'}${retry ? ' has-retry' : ''}`}>
      <span role="status" className="connection__state">
        <span className="connection__dot" aria-hidden="true" />
        <span className="connection__word">{online ? 'En ligne' : 'Hors ligne'}</span>
      </span>
      {retry && (
        <button type="button" className="connection__retry" onClick={() => liveSocket.retry()}>
          Réessayer
        </button>
      )}
    </span>
  );
}
