import type { SessionReport } from '../../api/types.ts';
import { ScrollBox } from '../../components/scroll-box.tsx';
import { formatLapTimeHundredths } from '../../format/lap-details.ts';
import { formatReportGap } from '../../format/report-gap.ts';
import { t } from '../../i18n/i18n.ts';
import { Pager } from './pager.tsx';

/**
 * One page of the session's laps, in the order they were completed (spec part 2 §3), and the pager. While
 * another page loads, the rows shown stay and the table says it is busy.
 */
export function LapsTable({
  report,
  loading,
  onPage,
}: {
  report: SessionReport;
  loading: boolean;
  onPage: (page: number) => void;
}) {
  const { laps, pagination } = report;
  if (pagination.total === 0) {
    return <p className="report-empty">{t('report.laps.empty')}</p>;
  }
  const first = (pagination.page - 1) * pagination.pageSize + 1;
  return (
    <>
      <p className="report-range muted">
        {t('report.laps.range', {
          first,
          last: Math.min(first + laps.length - 1, pagination.total),
          total: pagination.total,
        })}
      </p>
      <ScrollBox className="report-table-wrap" label={t('report.laps.label')}>
        <table className="report-laps" aria-busy={loading}>
          <thead>
            <tr>
              <th scope="col">{t('analysis.column.lap')}</th>
              <th scope="col">{t('details.car')}</th>
              <th scope="col">{t('details.driver')}</th>
              <th scope="col">{t('analysis.chart.time')}</th>
              <th scope="col">{t('ranking.column.pos_full')}</th>
              <th scope="col">{t('ranking.column.gap')}</th>
            </tr>
          </thead>
          <tbody>
            {laps.map((lap) => (
              <tr key={`${lap.participant_number}-${lap.lap_number}`}>
                <td>{lap.lap_number}</td>
                <td>
                  <strong>#{lap.participant_number}</strong>
                </td>
                <td>{[lap.firstname, lap.lastname].filter(Boolean).join(' ') || '-'}</td>
                <td className="report-number">{formatLapTimeHundredths(lap.lap_time)}</td>
                <td>{lap.position ? `P${lap.position}` : '-'}</td>
                <td className="report-number">{formatReportGap(lap.gap_to_leader)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <Pager
        page={pagination.page}
        totalPages={pagination.totalPages}
        label={t('laps.pages')}
        onPage={onPage}
      />
    </>
  );
}
