import type { ClassificationStatus, DriveRule, DriveTimeRow, DriveTimeStatus } from '@lemans/contract';
import { formatRaceTime } from '@lemans/contract/timing';
import { formatLapGap } from '../../format/lap-details.ts';
import type { PagesMessageId } from '../../i18n/catalog-types.ts';
import { t } from '../../i18n/i18n.ts';

/** The analysis tables' words and figures, in the page's language. */

const RULE_LABELS: Record<DriveRule, PagesMessageId> = {
  'min-total': 'analysis.rule.min_total',
  'max-total': 'analysis.rule.max_total',
  'max-in-window': 'analysis.rule.max_in_window',
};

const STATUS_LABELS: Record<Exclude<DriveTimeStatus, 'not-applicable'>, PagesMessageId> = {
  ok: 'analysis.status.ok',
  'at-risk': 'analysis.status.at_risk',
  broken: 'analysis.status.broken',
  met: 'analysis.status.met',
  unverifiable: 'analysis.status.unverifiable',
  unknown: 'analysis.status.unknown',
};

/** A rule that does not apply says why: the car is out of the classification. */
const NOT_APPLICABLE_LABELS: Record<ClassificationStatus, PagesMessageId> = {
  DNF: 'analysis.status.not_applicable_retired',
  NC: 'analysis.status.not_applicable_unclassified',
  DSQ: 'analysis.status.not_applicable_unclassified',
  running: 'analysis.status.not_applicable_unclassified',
  classified: 'analysis.status.not_applicable_unclassified',
};

/**
 * A driver's standing against the rules as the table writes it: the status, then the checks that fail, come
 * close or do not apply. A driver without known rules is said so, never « Conforme »: nothing was checked.
 */
export function driveStatusText(drive: Pick<DriveTimeRow, 'status' | 'checks' | 'car_status'>): string {
  if (drive.status === 'unknown') return t(STATUS_LABELS.unknown);
  const label =
    drive.status === 'not-applicable' ? NOT_APPLICABLE_LABELS[drive.car_status] : STATUS_LABELS[drive.status];
  return (
    t(label) +
    drive.checks
      .filter((check) => check.status !== 'ok' && check.status !== 'met')
      .map((check) => ` · ${t(RULE_LABELS[check.rule])} ${formatDriveDuration(check.limit_ms)}`)
      .join('')
  );
}

/** A drive time or a stint's length: "10 h 18 min", "45 min 12 s", "58 s". */
export function formatDriveDuration(ms: number | null | undefined): string {
  if (ms == null || ms < 0) return '-';
  const seconds = Math.round(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor(seconds / 60) % 60;
  if (hours > 0) return t('format.hours_minutes', { hours, minutes: String(minutes).padStart(2, '0') });
  if (minutes > 0)
    return t('format.minutes_seconds', { minutes, seconds: String(seconds % 60).padStart(2, '0') });
  return t('format.seconds', { seconds });
}

/** A race time of the session: "14:21:07". */
export function formatRaceClock(ms: number | null | undefined): string {
  return ms == null ? '-' : formatRaceTime(ms);
}

/**
 * A stop's time in the pits as sure as it is: to the millisecond when the source timed it ("66.899 s"),
 * rounded and marked approximate with its precision when polls timed it ("≈ 67 s (± 3 s)"), with its
 * tenths when nothing says ("75.9 s"); "-" for none.
 */
export function formatPitTime(ms: number | null | undefined, precisionMs: number | null | undefined): string {
  if (ms == null) return '-';
  if (precisionMs === 0) return `${(ms / 1000).toFixed(3)} s`;
  if (precisionMs == null) return `${(ms / 1000).toFixed(1)} s`;
  return `≈ ${Math.round(ms / 1000)} s (± ${Math.max(1, Math.round(precisionMs / 1000))} s)`;
}

/** Time lost to a stop, signed with its tenths ("+163.5 s"). */
export function formatTimeLost(ms: number | null | undefined): string {
  if (ms == null) return '-';
  return `${ms < 0 ? '−' : '+'}${(Math.abs(ms) / 1000).toFixed(1)} s`;
}

/** Degradation in seconds per lap, signed ("+0.120 s/tour"). */
export function formatDegradation(secondsPerLap: number | null | undefined): string {
  if (secondsPerLap == null) return '-';
  return t('format.seconds_per_lap', {
    value: `${secondsPerLap < 0 ? '−' : '+'}${Math.abs(secondsPerLap).toFixed(3)}`,
  });
}

/** A gap at the line to a car ahead: in laps when it is laps ahead, else in seconds with tenths. */
export function formatGapOrLaps(ms: number | null | undefined, laps: number | null | undefined): string {
  if (ms == null) return '-';
  if (laps != null && laps > 0) return t('ranking.gap_laps', { count: laps });
  return ms === 0 ? t('analysis.leader') : formatLapGap(ms);
}

/** A position change around a stop: "P4 → P6". */
export function formatPositions(before: number | null, after: number | null): string {
  return `${before ? `P${before}` : '-'} → ${after ? `P${after}` : '-'}`;
}
