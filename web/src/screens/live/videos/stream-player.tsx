import type { Stream } from '../../../api/types.ts';
import { embedUrl, streamLabel } from './streams.ts';

/** One stream's player in a 16:9 frame, captioned with its title and, when given, its description. */
export function StreamPlayer({ stream, compact = false }: { stream: Stream; compact?: boolean }) {
  const label = streamLabel(stream);
  return (
    <figure className={compact ? 'stream-player compact' : 'stream-player'}>
      <div className="stream-frame">
        <iframe
          src={embedUrl(stream.stream_url)}
          title={label}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        />
      </div>
      <figcaption>
        <strong>{label}</strong>
        {stream.stream_description && <span className="muted">{stream.stream_description}</span>}
      </figcaption>
    </figure>
  );
}
