import type { AdminActivity, SystemStatus } from '@lemans/contract';
import { DAY_MS, formatRaceTime } from '@lemans/contract/timing';
import type { AdminMessageId } from '../../../i18n/catalog-types.ts';
import { t } from '../../../i18n/i18n.ts';
import { nameOf, textsOf } from '../../../i18n/texts-of.ts';

/** The dashboard's pure rules and texts (spec part 2 §2, §8): counts, uptime, activity labels, health. */

export const DASHBOARD_TEXT = textsOf({
  title: 'admin.dashboard.title',
  intro: 'admin.dashboard.intro',
  syncDone: 'admin.dashboard.sync_done',
  syncCooling: 'admin.dashboard.sync_cooling',
  syncSlow: 'admin.dashboard.sync_slow',
  syncError: 'admin.dashboard.sync_error',
  cacheError: 'admin.dashboard.cache_error',
  systemError: 'admin.dashboard.system_error',
  systemOk: 'admin.dashboard.system_ok',
  systemProblems: 'admin.dashboard.system_problems',
});

/** News published within this many days count as current on the dashboard. */
export const RECENT_NEWS_DAYS = 7;
/** The ingest polls every few seconds: a last poll older than this means the feed is not followed. */
export const FEED_STALE_S = 30;
/** The services that must be running for the site to be live. */
export const EXPECTED_SERVICES = ['api', 'ingest', 'realtime'] as const;

/** Total and "active" (published in the last 7 days, not in the future) of the news. */
export function newsCounts(news: readonly { published_at: string }[], now: number) {
  const since = now - RECENT_NEWS_DAYS * DAY_MS;
  const active = news.filter((item) => {
    const time = Date.parse(item.published_at);
    return time >= since && time <= now;
  }).length;
  return { total: news.length, active };
}

export function sessionCounts(sessions: readonly { active: boolean }[]) {
  return { total: sessions.length, active: sessions.filter((session) => session.active).length };
}

/** "2j 5h 32m", "5h 3m", "0m": how long a service has been running. */
export function formatUptime(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor(minutes / 60) % 24;
  const parts = [
    days > 0 ? t('admin.uptime.days', { days }) : '',
    days > 0 || hours > 0 ? t('admin.uptime.hours', { hours }) : '',
    t('admin.uptime.minutes', { minutes: minutes % 60 }),
  ];
  return parts.filter(Boolean).join(' ');
}

/** "12 s", "3 min 5 s": the age of the feed's last poll. */
export function formatAge(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return whole < 60
    ? t('format.seconds', { seconds: whole })
    : t('format.minutes_seconds', { minutes: Math.floor(whole / 60), seconds: whole % 60 });
}

const POLL_STATUS_LABELS: Record<string, AdminMessageId> = {
  applied: 'admin.poll.applied',
  'not-modified': 'admin.poll.not_modified',
  skipped: 'admin.poll.skipped',
};

/** What the feed's last poll gave; the raw status when it is a new one. */
export function pollStatusLabel(status: string): string {
  return nameOf(POLL_STATUS_LABELS, status);
}

const MESSAGE_STATUS_LABELS: Record<string, AdminMessageId> = {
  read: 'admin.activity.message_read',
  replied: 'admin.activity.message_replied',
  new: 'admin.activity.message_new',
};

/** The line of one audited action, with the team or message it touched when known. */
export function activityLabel(activity: AdminActivity): string {
  const details = activity.details;
  const team = typeof details.team_number === 'string' ? details.team_number : null;
  const message = activity.target?.match(/^message (\d+)$/)?.[1] ?? null;
  const name = typeof details.name === 'string' ? details.name : null;
  const withTeam = (id: AdminMessageId) => (team ? `${t(id)} (#${team})` : t(id));
  const withName = (id: AdminMessageId) => (name ? `${t(id)} : ${name}` : t(id));
  switch (activity.action) {
    case 'login':
      return t('admin.activity.login');
    case 'login_failed':
      return t('admin.activity.login_failed');
    case 'logout':
      return t('admin.activity.logout');
    case 'stream_created':
      return withTeam('admin.activity.stream_created');
    case 'stream_updated':
      return withTeam('admin.activity.stream_updated');
    case 'stream_toggled':
      return t(details.is_active === false ? 'admin.activity.stream_hidden' : 'admin.activity.stream_shown');
    case 'stream_deleted':
      return withTeam('admin.activity.stream_deleted');
    case 'message_status_changed': {
      const status = MESSAGE_STATUS_LABELS[String(details.to)];
      const shown = status ? t(status) : t('admin.activity.message_handled');
      return message
        ? t('admin.activity.message_marked', { number: message, status: shown })
        : t('admin.activity.a_message_marked', { status: shown });
    }
    case 'message_deleted':
      return message
        ? t('admin.activity.message_deleted', { number: message })
        : t('admin.activity.a_message_deleted');
    case 'sync':
      return t('admin.activity.sync');
    case 'cache_flushed':
      return t('admin.activity.cache_flushed');
    case 'recording_imported':
      return withName(
        details.created === false ? 'admin.activity.import_present' : 'admin.activity.recording_imported',
      );
    case 'replay_started':
      return typeof details.speed === 'number'
        ? t('admin.activity.replay_started_speed', { speed: details.speed })
        : t('admin.activity.replay_started');
    case 'replay_controlled':
      return replayControlLabel(details);
    case 'replay_stopped':
      return t('admin.activity.replay_stopped');
    case 'recording_renamed':
      return withName('admin.activity.recording_renamed');
    case 'recording_deleted':
      return t('admin.activity.recording_deleted');
    case 'session_renamed':
      return withName('admin.activity.session_renamed');
    case 'session_deleted':
      return t('admin.activity.session_deleted');
    case 'session_published':
      return t('admin.activity.session_published');
    case 'session_unpublished':
      return t('admin.activity.session_unpublished');
    default:
      return t('admin.activity.other');
  }
}

/** A replay command's audit details hold the change asked for: pause, resume, speed or seek. */
function replayControlLabel(details: Record<string, unknown>): string {
  if (details.paused === true) return t('admin.activity.replay_paused');
  if (details.paused === false) return t('admin.activity.replay_resumed');
  if (typeof details.speed === 'number') return t('admin.activity.replay_speed', { speed: details.speed });
  if (typeof details.race_time_ms === 'number')
    return t('admin.activity.replay_moved', { time: formatRaceTime(details.race_time_ms) });
  return t('admin.activity.replay_changed');
}

/** What is wrong in a system check, one line each; empty when everything answers. */
export function systemProblems(status: SystemStatus): string[] {
  const problems: string[] = [];
  const failure = (error: string | null | undefined) => error ?? t('admin.system.error');
  if (!status.postgres.ok)
    problems.push(t('admin.system.postgres_down', { error: failure(status.postgres.error) }));
  if (!status.redis.ok) problems.push(t('admin.system.redis_down', { error: failure(status.redis.error) }));
  for (const name of EXPECTED_SERVICES) {
    if (!status.services.some((service) => service.service === name))
      problems.push(t('admin.system.service_silent', { name }));
  }
  if (status.queues === null) problems.push(t('admin.system.queues_unreadable'));
  for (const [name, counts] of Object.entries(status.queues ?? {})) {
    if (counts.failed > 0) problems.push(t('admin.system.queue_failed', { name, count: counts.failed }));
  }
  if (!status.feed) problems.push(t('admin.system.no_poll'));
  else if (status.feed.age_s > FEED_STALE_S)
    problems.push(t('admin.system.poll_old', { age: formatAge(status.feed.age_s) }));
  else if (status.feed.status === 'skipped') problems.push(t('admin.system.poll_skipped'));
  return problems;
}
