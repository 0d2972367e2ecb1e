import type { Replay } from '../../api/types.ts';
import { formatDateTime } from '../../format/dates.ts';
import { formatDuration } from '../../format/durations.ts';
import { replayDateOf, REPLAYS_TEXT as TEXT } from './replay-rules.ts';

/** A replay's date ('dd/MM/yyyy HH:mm') and, when known, its duration. */
export function ReplayMeta({ replay }: { replay: Replay }) {
  const date = replayDateOf(replay);
  return (
    <p className="replay-meta">
      <time dateTime={date}>{formatDateTime(date)}</time>
      {replay.duration ? (
        <span>
          {TEXT.duration} : {formatDuration(replay.duration)}
        </span>
      ) : null}
    </p>
  );
}
