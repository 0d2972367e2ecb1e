import type { ReactNode } from 'react';
import type { MessageId } from '../i18n/catalog-types.ts';
import { t } from '../i18n/i18n.ts';
import './detail.css';
import { Link, useLocation } from 'wouter';
import type { SessionHistoryRow } from '../api/types.ts';
import { formatLapTimeHundredths, formatPosition } from '../format/lap-details.ts';
import { sessionTypeLabel } from '../format/session-types.ts';
import { EventTimeText } from './event-time-text.tsx';
import { ScrollBox } from './scroll-box.tsx';
import { historyZoneNote, startOf } from './session-history-rules.ts';

/** The session's start at its event's clock, the visitor's beside it; the caption names the zone. */
function startCell(row: SessionHistoryRow, zone: string | null): ReactNode {
  const start = startOf(row);
  return start === null ? (
    '-'
  ) : (
    <EventTimeText instant={start} zone={zone} style="dateTime" zoneNamed={false} />
  );
}

const COLUMNS = {
  type: { title: 'car.column.type', cell: (row) => sessionTypeLabel(row.session_type) },
  date: { title: 'history.date', cell: startCell },
  start: { title: 'analysis.column.start', cell: startCell },
  car: { title: 'details.car', cell: (row) => `#${row.participant_number} ${row.team_name}` },
  position: { title: 'ranking.column.pos_full', cell: (row) => formatPosition(row.position) },
  laps: { title: 'details.laps', cell: (row) => row.lap_count },
  best: { title: 'details.best_lap', cell: (row) => formatLapTimeHundredths(row.best_lap_time) },
  last: { title: 'sessions.column.last_lap', cell: (row) => formatLapTimeHundredths(row.last_lap_time) },
} satisfies Record<
  string,
  { title: MessageId; cell: (row: SessionHistoryRow, zone: string | null) => ReactNode }
>;

export type HistoryColumn = keyof typeof COLUMNS;

/**
 * The session history of the team, driver and car pages (spec part 2 §2): the session's name links to its
 * laps, followed by the columns the page lists. With `rowsOpenLaps`, a click anywhere on a row opens them
 * too (the link serves the keyboard). Start times read in the event's zone (`zone`, the page's event's; null
 * while unknown: the visitor's), the zone named once, in its caption.
 */
export function SessionHistoryTable(props: {
  rows: readonly SessionHistoryRow[];
  columns: readonly HistoryColumn[];
  lapsHref: (row: SessionHistoryRow) => string;
  zone: string | null;
  className: string;
  rowsOpenLaps?: boolean;
}) {
  const { rows, columns, lapsHref, zone, className, rowsOpenLaps = false } = props;
  const [, navigate] = useLocation();
  const zoneNote = historyZoneNote(rows, zone);
  return (
    <ScrollBox className="detail-table-wrap" label={t('history.label')}>
      <table className={`detail-table ${className}`}>
        {zoneNote && <caption className="detail-zone muted">{zoneNote}</caption>}
        <thead>
          <tr>
            <th scope="col">{t('car.column.session')}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(COLUMNS[column].title)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const href = lapsHref(row);
            return (
              <tr
                key={row.id}
                data-session-id={row.session_id}
                className={rowsOpenLaps ? 'clickable' : undefined}
                onClick={
                  rowsOpenLaps
                    ? (event) => {
                        if (!(event.target as HTMLElement).closest('a')) navigate(href);
                      }
                    : undefined
                }
              >
                <td>
                  <Link href={href}>{row.session_name}</Link>
                </td>
                {columns.map((column) => (
                  <td key={column}>{COLUMNS[column].cell(row, zone)}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollBox>
  );
}
