import { type ReplayActions, ReplayCard } from './replay-card.tsx';
import { SESSIONS_TEXT as TEXT } from './sessions-rules.ts';
import type { AdminReplay } from './sessions-types.ts';

/** 'Rediffusions': one card per replay, newest first as the server lists them. */
export function ReplaysPanel({
  replays,
  busyId,
  ...actions
}: { replays: AdminReplay[]; busyId: AdminReplay['id'] | null } & ReplayActions) {
  if (replays.length === 0) return <p className="muted">{TEXT.noReplays}</p>;
  return (
    <ul className="sessions-replays">
      {replays.map((replay) => (
        <ReplayCard key={replay.id} replay={replay} busy={busyId === replay.id} {...actions} />
      ))}
    </ul>
  );
}
