import { partialDataText } from './partial-data-rules.ts';
import './partial-data-notice.css';

/**
 * Beside a session's figures: « Données partielles depuis 23:45:00 » when the session was joined after the
 * start, nothing otherwise. Said in words, the colour only repeats it.
 */
export function PartialDataNotice({ sinceMs }: { sinceMs: number | null | undefined }) {
  const text = partialDataText(sinceMs);
  if (text === null) return null;
  return (
    <span className="partial-data" role="note">
      {text}
    </span>
  );
}
