import type { Replay } from '../../api/types.ts';
import { formatDateTime } from '../../format/dates.ts';
import { formatDuration } from '../../format/durations.ts';
import { REPLAYS_TEXT as TEXT } from './replay-rules.ts';

/** A replay's date ('dd/MM/yyyy HH:mm') and, when known, its duration. */
export function ReplayMeta({ replay }: { replay: Replay }) {
  return (
    <p className="replay-meta">
      <time dateTime={replay.created_at}>{formatDateTime(replay.created_at)}</time>
      {replay.duration ? (
        <span>
          {TEXT.duration} : {formatDuration(replay.duration)}
        </span>
      ) : null}
    </p>
  );
}
