import type { AdminStream } from '@lemans/contract';
import { formatDateTime } from '../../../format/dates.ts';
import { t } from '../../../i18n/i18n.ts';
import { badgesOf, replayHref, STREAM_TEXT as TEXT } from './stream-rules.ts';

export interface StreamActions {
  onToggle: (stream: AdminStream) => void;
  onEdit: (stream: AdminStream) => void;
  onDelete: (stream: AdminStream) => void;
}

/** The configured streams, newest first, each with its badges and actions (spec part 2 §2, §4). */
export function StreamList({
  streams,
  busyId,
  ...actions
}: { streams: AdminStream[]; busyId: number | null } & StreamActions) {
  return (
    <section className="card admin-stream-list" aria-labelledby="admin-streams-list-title">
      <h2 id="admin-streams-list-title">
        {TEXT.listTitle}{' '}
        <span className="muted">({t('admin.streams.count', { count: streams.length })})</span>
      </h2>
      {streams.length === 0 ? (
        <p className="muted">{TEXT.empty}</p>
      ) : (
        <ul>
          {streams.map((stream) => (
            <StreamItem key={stream.id} stream={stream} busy={busyId === stream.id} {...actions} />
          ))}
        </ul>
      )}
    </section>
  );
}

function StreamItem({
  stream,
  busy,
  onToggle,
  onEdit,
  onDelete,
}: { stream: AdminStream; busy: boolean } & StreamActions) {
  return (
    <li className="admin-stream" data-stream-id={stream.id} aria-busy={busy}>
      <div className="admin-stream-head">
        <strong className="admin-stream-team">
          #{stream.team_number} {stream.team_name}
        </strong>
        <span className="admin-badges">
          {badgesOf(stream).map((badge) => (
            <span key={badge} className="admin-badge" data-badge={badge}>
              {badge}
            </span>
          ))}
        </span>
      </div>
      {stream.stream_title && <p className="admin-stream-title">{stream.stream_title}</p>}
      <a className="admin-stream-url" href={stream.stream_url} target="_blank" rel="noopener noreferrer">
        {stream.stream_url}
      </a>
      <p className="admin-stream-meta muted">
        {t('admin.streams.added_on')}{' '}
        <time dateTime={stream.created_at}>{formatDateTime(stream.created_at)}</time>
        {stream.status === 'replay' && <span className="admin-replay-hint"> · {TEXT.replayHint}</span>}
      </p>
      <div className="admin-stream-actions">
        {stream.status === 'replay' && (
          <a
            className="admin-button"
            href={replayHref(stream.team_number)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {TEXT.viewReplay}
          </a>
        )}
        <button type="button" className="admin-button" onClick={() => onToggle(stream)} disabled={busy}>
          {stream.is_active ? TEXT.deactivate : TEXT.activate}
        </button>
        <button type="button" className="admin-button" onClick={() => onEdit(stream)} disabled={busy}>
          {TEXT.edit}
        </button>
        <button
          type="button"
          className="admin-button admin-button-danger"
          onClick={() => onDelete(stream)}
          disabled={busy}
        >
          {TEXT.remove}
        </button>
      </div>
    </li>
  );
}
