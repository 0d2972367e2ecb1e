import type { ClassificationResponse } from '@lemans/contract';
import { useFetched } from '../../api/use-fetched.ts';
import { CsvLink } from '../../components/analysis/csv-link.tsx';
import { ScrollBox } from '../../components/scroll-box.tsx';
import { t } from '../../i18n/i18n.ts';
import {
  classificationClassText,
  classificationGapText,
  classificationPlaceText,
  classificationStatusText,
  classWinnersOf,
} from './classification-rules.ts';

/** What the classification is, above its table: how far the race has gone and whose word it is. */
function stageText(body: ClassificationResponse): string {
  if (body.official) return t('report.classification.official');
  if (body.complete) return t('report.classification.final');
  if (body.flagged) return t('report.classification.provisional');
  return t('report.classification.partial');
}

/**
 * The report's « Classement » tab: the classification as the officials write it (laps down against the winner,
 * the cars not classified, retired or disqualified with their reason), and the rule it applied.
 */
export function ClassificationPanel({ sessionId }: { sessionId: string }) {
  const path = `/sessions/${encodeURIComponent(sessionId)}/classification`;
  const [answer] = useFetched<ClassificationResponse>(path);
  if (answer.state === 'error') return <p className="analysis-error">{t('report.classification.error')}</p>;
  if (answer.state === 'loading') {
    return (
      <p className="muted" role="status">
        {t('report.classification.loading')}
      </p>
    );
  }
  const body = answer.data;
  if (body.classification.length === 0) return <p className="muted">{t('report.classification.empty')}</p>;
  return (
    <div className="report-classification">
      <p className="report-classification-stage">
        <strong>{stageText(body)}</strong>
        {body.rules ? (
          <span className="muted" title={body.rules.source}>
            {' '}
            {t('report.classification.rule', { share: Math.round(body.rules.min_distance_share * 100) })}
          </span>
        ) : (
          <span className="muted"> {t('report.classification.no_rule')}</span>
        )}
      </p>
      {body.complete && (
        <ul className="report-class-winners">
          {classWinnersOf(body.classification).map((winner) => (
            <li key={winner.name}>
              {t('report.classification.class_winner', {
                category: winner.name,
                number: winner.number,
                team: winner.team,
              })}
            </li>
          ))}
        </ul>
      )}
      <ScrollBox className="detail-table-wrap" label={t('report.classification.label')}>
        <table className="detail-table analysis-table" data-table="classification">
          <thead>
            <tr>
              <th scope="col">{t('strategy.column.pos')}</th>
              <th scope="col">{t('ranking.column.num')}</th>
              <th scope="col">{t('ranking.column.team')}</th>
              <th scope="col">{t('details.category')}</th>
              <th scope="col">{t('report.column.class_pos')}</th>
              <th scope="col">{t('details.laps')}</th>
              <th scope="col">{t('ranking.column.gap')}</th>
              <th scope="col">{t('report.column.class_gap')}</th>
              <th scope="col">{t('report.column.status')}</th>
            </tr>
          </thead>
          <tbody>
            {body.classification.map((row) => (
              <tr key={row.participant_number} data-number={row.participant_number} data-status={row.status}>
                <th scope="row">{classificationPlaceText(row)}</th>
                <td>{row.participant_number}</td>
                <td>{row.team}</td>
                <td>{classificationClassText(row)}</td>
                {/* A sub-class's car is placed and measured within it, as the officials classify it. */}
                <td>{(row.subclass === null ? row.class_position : row.subclass_position) ?? '-'}</td>
                <td>{row.laps}</td>
                <td>{classificationGapText(row.gap_laps, row.gap_ms)}</td>
                <td>
                  {row.subclass === null
                    ? classificationGapText(row.class_gap_laps, row.class_gap_ms)
                    : classificationGapText(row.subclass_gap_laps, row.subclass_gap_ms)}
                </td>
                <td>{classificationStatusText(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <p className="report-analysis-exports">
        <CsvLink path={path} label={t('report.classification.label')} />
      </p>
    </div>
  );
}
