import { useId, useState } from 'react';
import type { Session } from '../../api/types.ts';
import { PartialDataNotice } from '../../components/partial-data-notice.tsx';
import { sessionNameOf } from '../../format/session-name.ts';
import { sessionTypeColor, sessionTypeLabel } from '../../format/session-types.ts';
import { SessionDetails } from './session-details.tsx';
import { lapCountOf, sessionDateOf, SESSIONS_TEXT as TEXT } from './sessions-rules.ts';

/**
 * One session of the history: name, type badge, the race's date, lap count and whether it is active
 * (spec part 2 §2, §4). Its button expands the tiles and the cars, loaded when first expanded.
 */
export function SessionCard({ session }: { session: Session }) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const date = sessionDateOf(session);
  return (
    <article
      className={session.active ? 'card session-card active' : 'card session-card'}
      data-session-id={session.id}
    >
      <h2 className="session-card-heading">
        <button
          type="button"
          className="session-card-toggle"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((open) => !open)}
        >
          <span className="session-card-name">{sessionNameOf(session)}</span>
          <span className="session-type" style={{ background: sessionTypeColor(session.session_type) }}>
            {sessionTypeLabel(session.session_type)}
          </span>
          <span className="session-card-facts">
            <time dateTime={date.dateTime}>{date.text}</time>
            <span>{lapCountOf(session.data_count)}</span>
          </span>
          <span className="session-status">
            <span className="session-dot" aria-hidden="true" />
            {session.active ? TEXT.active : TEXT.inactive}
          </span>
          <span className="session-chevron" aria-hidden="true">
            ▾
          </span>
        </button>
      </h2>
      <PartialDataNotice sinceMs={session.partial_since_ms} />
      <div id={detailsId} hidden={!expanded}>
        {expanded && <SessionDetails sessionId={session.id} />}
      </div>
    </article>
  );
}
