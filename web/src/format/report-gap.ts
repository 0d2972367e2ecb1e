import { t } from '../i18n/i18n.ts';

/**
 * Gap to the leader in the session reports (spec part 2 §9): "Leader" for the leader, otherwise "+" and the
 * time, in hundredths like the reports' lap times: "+12.35", "+1:02.35", and "+1:02:03" past an hour (a
 * lapped car can be hours behind). "-" when the lap has no gap.
 */
const pad = (value: number) => String(value).padStart(2, '0');

export function formatReportGap(ms: number | null | undefined): string {
  if (ms == null || ms < 0) return '-';
  if (ms === 0) return t('analysis.leader');
  const hundredths = Math.round(ms / 10);
  const seconds = Math.floor(hundredths / 100);
  if (seconds >= 3600) {
    return `+${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
  }
  const fraction = pad(hundredths % 100);
  if (seconds >= 60) return `+${Math.floor(seconds / 60)}:${pad(seconds % 60)}.${fraction}`;
  return `+${seconds}.${fraction}`;
}
