import type { LivePhase } from '@lemans/contract/live-state';
import type { Stream } from '../../../api/types.ts';

/** Which streams the videos page plays, and the player address for each (spec part 1 §2, part 2 §5). */

/** Streams both published (is_active) and live now, in the order the API gives. */
export function liveStreams(list: readonly Stream[]): Stream[] {
  return list.filter((stream) => stream.is_active && stream.status === 'live');
}

/**
 * A watch-page address turned into its embeddable player by its `v` parameter (youtu.be short links too);
 * an embed address, or any other, is kept as given.
 */
export function embedUrl(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return address;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const id =
    host === 'youtube.com' && url.pathname === '/watch'
      ? url.searchParams.get('v')
      : host === 'youtu.be'
        ? url.pathname.slice(1)
        : null;
  return id ? `https://www.youtube.com/embed/${encodeURIComponent(id)}` : address;
}

/** The name a stream is shown under: its title, else its car number and team. */
export function streamLabel(stream: Stream): string {
  return stream.stream_title?.trim() || `#${stream.team_number} ${stream.team_name}`;
}

/**
 * Why the videos page has no stream to play: the session shown is of another event (the streams are the
 * followed event's), its race is still to come or running at the moment shown (a replay at 14:00 is not
 * over), or the event is over (finished, stopped, or nothing runs).
 */
export type NoStreamReason = 'other-event' | 'not-now' | 'over';

export function noStreamReason(otherEvent: boolean, phase: LivePhase): NoStreamReason {
  if (otherEvent) return 'other-event';
  return phase === 'scheduled' || phase === 'running' || phase === 'paused' ? 'not-now' : 'over';
}
