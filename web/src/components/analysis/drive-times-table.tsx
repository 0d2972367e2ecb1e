import type { DriveTimeRow, DrivingRulesSummary } from '@lemans/contract';
import { t } from '../../i18n/i18n.ts';
import { ScrollBox } from '../scroll-box.tsx';
import { driveStatusText, formatDriveDuration } from './analysis-format.ts';

/**
 * Each driver's time at the wheel, checked against the event's rules: the checks that fail or come close
 * are named in the row, the rules and their source below the table; an event without known rules is said
 * so rather than shown as passing.
 */
export function DriveTimesTable({
  driveTimes,
  rules,
  withCar = false,
}: {
  driveTimes: readonly DriveTimeRow[];
  rules: DrivingRulesSummary | null;
  /** Rows of several cars: each names its car. */
  withCar?: boolean;
}) {
  return (
    <>
      <ScrollBox className="detail-table-wrap" label={t('analysis.drive_times')}>
        <table className="detail-table analysis-table" data-table="drive-times">
          <thead>
            <tr>
              {withCar && <th scope="col">{t('details.car')}</th>}
              <th scope="col">{t('details.driver')}</th>
              <th scope="col">{t('details.laps')}</th>
              <th scope="col">{t('analysis.drive_times')}</th>
              <th scope="col">{t('analysis.column.outside_stops')}</th>
              <th scope="col">{t('analysis.column.longest_stint')}</th>
              <th scope="col">{t('analysis.column.most_in_window')}</th>
              <th scope="col">{t('analysis.column.rules')}</th>
            </tr>
          </thead>
          <tbody>
            {driveTimes.map((drive) => (
              <tr
                key={`${drive.participant_number}-${drive.driver_id}`}
                data-driver={drive.driver_id ?? undefined}
                data-status={drive.status}
              >
                {withCar && <td>#{drive.participant_number}</td>}
                <th scope="row">{drive.driver_name || '-'}</th>
                <td>{drive.laps}</td>
                <td>{formatDriveDuration(drive.total_ms)}</td>
                <td>{formatDriveDuration(drive.driving_ms)}</td>
                <td>
                  {formatDriveDuration(drive.longest_stint_ms)}{' '}
                  <small className="muted">
                    {t('analysis.laps_range', {
                      first: drive.longest_stint_first_lap,
                      last: drive.longest_stint_last_lap,
                    })}
                  </small>
                </td>
                <td>{formatDriveDuration(drive.most_in_window_ms)}</td>
                <td>
                  <span
                    className={
                      drive.status === 'unknown' || drive.status === 'not-applicable'
                        ? 'muted'
                        : 'analysis-status'
                    }
                    data-status={drive.status}
                  >
                    {driveStatusText(drive)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <RulesNote rules={rules} />
    </>
  );
}

function RulesNote({ rules }: { rules: DrivingRulesSummary | null }) {
  if (!rules) {
    return <p className="muted analysis-rules">{t('analysis.no_rules')}</p>;
  }
  return (
    <details className="analysis-rules">
      <summary>{t('analysis.rules_of', { event: rules.event })}</summary>
      <ul>
        {rules.classes.map((rule) => (
          <li key={rule.category}>
            <strong>{rule.category}</strong>
            {t('analysis.rule_list', {
              rules: [
                rule.min_total_ms !== null &&
                  t(
                    // texts: a value of the rules' data, not shown
                    rule.minimum_for === 'Bronze and Silver drivers'
                      ? 'analysis.rule_min_bronze_silver'
                      : 'analysis.rule_min',
                    { duration: formatDriveDuration(rule.min_total_ms) },
                  ),
                rule.max_total_ms !== null &&
                  t('analysis.rule_max', { duration: formatDriveDuration(rule.max_total_ms) }),
                rule.max_in_window_ms !== null &&
                  rule.window_length_ms !== null &&
                  t('analysis.rule_max_in_window', {
                    duration: formatDriveDuration(rule.max_in_window_ms),
                    window: formatDriveDuration(rule.window_length_ms),
                  }),
              ]
                .filter(Boolean)
                .join(', '),
            })}
          </li>
        ))}
      </ul>
      <p className="muted">{t('analysis.rules_note', { source: rules.source })}</p>
    </details>
  );
}
