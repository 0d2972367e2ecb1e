import { sessionTypeColor, sessionTypeLabel } from '../../format/session-types.ts';

/** The session type in French on its colour (spec part 2 §9). */
export function SessionTypeBadge({ type }: { type: string }) {
  return (
    <span className="report-type-badge" style={{ background: sessionTypeColor(type) }}>
      {sessionTypeLabel(type)}
    </span>
  );
}
