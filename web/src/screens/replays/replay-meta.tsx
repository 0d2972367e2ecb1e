import type { Replay } from '../../api/types.ts';
import { EventTimeText } from '../../components/event-time-text.tsx';
import { formatDateTime } from '../../format/dates.ts';
import { formatDuration } from '../../format/durations.ts';
import { replayDateOf, REPLAYS_TEXT as TEXT } from './replay-rules.ts';

/**
 * A replay's date ('dd/MM/yyyy HH:mm') and, when known, its duration. A recorded race is dated in its event's
 * time zone, named; a video by its publication, in the visitor's.
 */
export function ReplayMeta({ replay }: { replay: Replay }) {
  const date = replayDateOf(replay);
  const instant = Date.parse(date);
  return (
    <p className="replay-meta">
      {Number.isNaN(instant) ? (
        formatDateTime(date)
      ) : (
        <EventTimeText instant={instant} zone={replay.race_date ? replay.time_zone : null} style="dateTime" />
      )}
      {replay.duration ? (
        <span>
          {TEXT.duration} : {formatDuration(replay.duration)}
        </span>
      ) : null}
    </p>
  );
}
