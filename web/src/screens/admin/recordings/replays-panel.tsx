import type { ReplaySummary } from '@lemans/contract';
import { RECORDINGS_TEXT as TEXT } from './recordings-rules.ts';
import { type ReplayActions, ReplayCard } from './replay-card.tsx';

/** 'Rediffusions': one card per replay, newest first as the server lists them. */
export function ReplaysPanel({
  replays,
  busyId,
  ...actions
}: { replays: ReplaySummary[]; busyId: ReplaySummary['id'] | null } & ReplayActions) {
  if (replays.length === 0) return <p className="muted">{TEXT.noReplays}</p>;
  return (
    <ul className="recordings-replays">
      {replays.map((replay) => (
        <ReplayCard key={replay.id} replay={replay} busy={busyId === replay.id} {...actions} />
      ))}
    </ul>
  );
}
