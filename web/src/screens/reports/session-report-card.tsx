import { Link } from 'wouter';
import type { SessionWithHistory } from '../../api/types.ts';
import { EventTimeText } from '../../components/event-time-text.tsx';
import { PartialDataNotice } from '../../components/partial-data-notice.tsx';
import { formatDuration } from '../../format/durations.ts';
import { formatLapTimeHundredths } from '../../format/lap-details.ts';
import { formatLongDateTime } from '../../format/long-date-time.ts';
import { formatCount } from '../../format/numbers.ts';
import { sessionNameOf } from '../../format/session-name.ts';
import { sessionTypeColor } from '../../format/session-types.ts';
import { t } from '../../i18n/i18n.ts';
import { SessionTypeBadge } from './session-type-badge.tsx';

/** "Sébastien Bourdais · #38 Cadillac Hertz Team JOTA", from what the listing knows of the fastest lap. */
function fastestLapAuthor(session: SessionWithHistory): string {
  const joined = (parts: (string | null)[], separator: string) => parts.filter(Boolean).join(separator);
  const driver = joined([session.fastest_lap_driver_firstname, session.fastest_lap_driver_lastname], ' ');
  const number = session.fastest_lap_team_number && `#${session.fastest_lap_team_number}`;
  return joined([driver, joined([number, session.fastest_lap_team_name], ' ')], ' · ');
}

/**
 * One session of the reports list: its title links to its report when it has history (the whole card is
 * the link's target), otherwise the card is greyed with t('report.no_data') (spec part 2 §2). It is dated by
 * its race's start in its event's time zone, named; else by when it was stored, in the visitor's.
 */
export function SessionReportCard({ session }: { session: SessionWithHistory }) {
  const name = sessionNameOf(session);
  const author = fastestLapAuthor(session);
  return (
    <li
      className="card report-card"
      data-session-id={session.id}
      data-empty={session.has_history ? undefined : 'true'}
      style={{ borderLeftColor: sessionTypeColor(session.session_type) }}
    >
      <div className="report-card-head">
        <h2>
          {session.has_history ? (
            <Link href={`/sessions/reports/${encodeURIComponent(session.id)}`} className="report-card-link">
              {name}
            </Link>
          ) : (
            name
          )}
        </h2>
        <SessionTypeBadge type={session.session_type} />
      </div>
      <p className="report-card-date">
        {session.start_time ? (
          <EventTimeText
            instant={Date.parse(session.start_time)}
            zone={session.time_zone}
            style="longDateTime"
          />
        ) : (
          formatLongDateTime(session.created_at)
        )}
      </p>
      <PartialDataNotice sinceMs={session.partial_since_ms} />
      {session.has_history ? (
        <dl className="report-card-facts">
          <div>
            <dt>{t('details.laps')}</dt>
            <dd data-fact="laps">{formatCount(session.total_laps)}</dd>
          </div>
          <div>
            <dt>{t('race_control.cars')}</dt>
            <dd data-fact="cars">{session.total_participants}</dd>
          </div>
          <div>
            <dt>{t('analysis.column.duration')}</dt>
            <dd data-fact="duration">{formatDuration(session.session_duration)}</dd>
          </div>
          <div className="report-card-fastest">
            <dt>{t('details.best_lap')}</dt>
            <dd data-fact="fastest">
              <strong>{formatLapTimeHundredths(session.fastest_lap_time)}</strong>
              {author && <span className="muted"> {author}</span>}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="report-card-none">{t('report.no_data')}</p>
      )}
    </li>
  );
}
