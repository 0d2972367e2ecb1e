import type { RaceEventContext } from '../api/types.ts';
import { PartialDataNotice } from './partial-data-notice.tsx';
import { referenceNotice, referenceSource } from './race-event-rules.ts';
import './event-chooser.css';

/** Under a detail page's header: which event and session its figures come from, and whether they are partial. */
export function ReferenceSessionLine({ shown }: { shown: RaceEventContext | null | undefined }) {
  if (!shown) return null;
  const notice = referenceNotice(shown);
  return (
    <div className="event-source">
      <p className="event-source-line muted">{referenceSource(shown)}</p>
      <PartialDataNotice sinceMs={shown.reference_session?.partial_since_ms} />
      {notice && (
        <p className="event-partial" role="note">
          {notice}
        </p>
      )}
    </div>
  );
}
