import { Link } from 'wouter';
import type { Replay } from '../../api/types.ts';
import { ReplayMeta } from './replay-meta.tsx';
import { REPLAYS_TEXT as TEXT } from './replay-rules.ts';
import { ReplayTeam } from './replay-team.tsx';

/**
 * One replay of the list: a stream opens the player; a recorded session, which has timing data and no
 * video, leads to its report and to the sessions history.
 */
export function ReplayCard({ replay, onOpen }: { replay: Replay; onOpen: (replay: Replay) => void }) {
  if (replay.kind === 'session') {
    return (
      <article className="card replay-card replay-session" data-replay-id={replay.id}>
        <span className="replay-kind">{TEXT.timing}</span>
        <h3 className="replay-team-name">{replay.session_name ?? replay.title}</h3>
        {replay.stream_description && <p className="muted">{replay.stream_description}</p>}
        <ReplayMeta replay={replay} />
        <p className="replay-links">
          <Link href={`/sessions/reports/${encodeURIComponent(replay.session_id ?? '')}`}>{TEXT.report}</Link>
          <Link href="/sessions">{TEXT.sessions}</Link>
        </p>
      </article>
    );
  }
  return (
    <article className="card replay-card" data-replay-id={replay.id}>
      <button type="button" className="replay-screen" onClick={() => onOpen(replay)}>
        <span aria-hidden="true" className="replay-play">
          ▶
        </span>
        {TEXT.watch}
        <span className="visually-hidden"> : {replay.title}</span>
      </button>
      <ReplayTeam replay={replay} heading={{ level: 3 }} />
      {replay.stream_title && <p className="replay-title">{replay.stream_title}</p>}
      <ReplayMeta replay={replay} />
    </article>
  );
}
