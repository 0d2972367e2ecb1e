import type { AdminActivity, SystemStatus } from '@lemans/race/contract';
import { formatRaceTime } from '@lemans/race/timing';

/** The dashboard's pure rules and texts (spec part 2 §2, §8): counts, uptime, activity labels, health. */

export const DASHBOARD_TEXT = {
  title: 'Tableau de bord',
  intro: 'Vue d’ensemble du site et actions rapides.',
  syncDone: 'Synchronisation terminée avec succès !',
  syncCooling:
    'Une synchronisation vient d’avoir lieu : les données sont à jour. Réessayez dans une minute si besoin.',
  syncSlow: 'Synchronisation lancée : elle n’était pas terminée après 30 secondes.',
  syncError: 'Erreur lors de la synchronisation',
  cacheError: 'Erreur lors du vidage du cache',
  systemError: 'Erreur lors de la vérification du système',
  systemOk: 'Système opérationnel : tous les contrôles sont passés.',
  systemProblems: 'Problèmes détectés :',
} as const;

const DAY_MS = 24 * 3600_000;
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
  const parts = [days > 0 ? `${days}j` : '', days > 0 || hours > 0 ? `${hours}h` : '', `${minutes % 60}m`];
  return parts.filter(Boolean).join(' ');
}

/** "12 s", "3 min 5 s": the age of the feed's last poll. */
export function formatAge(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

const POLL_STATUS_LABELS: Record<string, string> = {
  applied: 'données reçues',
  'not-modified': 'inchangé',
  skipped: 'réponse écartée',
};

/** What the feed's last poll gave, in French; the raw status when it is a new one. */
export function pollStatusLabel(status: string): string {
  return POLL_STATUS_LABELS[status] ?? status;
}

const MESSAGE_STATUS_LABELS: Record<string, string> = {
  read: 'lu',
  replied: 'répondu',
  new: 'nouveau',
};

/** The French line of one audited action, with the team or message it touched when known. */
export function activityLabel(activity: AdminActivity): string {
  const details = activity.details;
  const team = typeof details.team_number === 'string' ? ` (#${details.team_number})` : '';
  const messageId = activity.target?.match(/^message (\d+)$/)?.[1];
  const message = messageId ? ` n°${messageId}` : '';
  switch (activity.action) {
    case 'login':
      return 'Connexion administrateur';
    case 'login_failed':
      return 'Échec de connexion (mot de passe incorrect)';
    case 'logout':
      return 'Déconnexion administrateur';
    case 'stream_created':
      return `Stream ajouté${team}`;
    case 'stream_updated':
      return `Stream modifié${team}`;
    case 'stream_toggled':
      return details.is_active === false ? 'Stream masqué' : 'Stream activé';
    case 'stream_deleted':
      return `Stream supprimé${team}`;
    case 'message_status_changed':
      return `Message${message} marqué ${MESSAGE_STATUS_LABELS[String(details.to)] ?? 'traité'}`;
    case 'message_deleted':
      return `Message${message} supprimé`;
    case 'sync':
      return 'Synchronisation des données demandée';
    case 'cache_flushed':
      return 'Cache vidé';
    case 'recording_imported':
      return details.created === false
        ? `Import déjà présent${named(details.name)}`
        : `Enregistrement importé${named(details.name)}`;
    case 'replay_started':
      return `Rediffusion lancée${typeof details.speed === 'number' ? ` (${details.speed}×)` : ''}`;
    case 'replay_controlled':
      return replayControlLabel(details);
    case 'replay_stopped':
      return 'Rediffusion arrêtée';
    case 'recording_renamed':
      return `Enregistrement renommé${named(details.name)}`;
    case 'recording_deleted':
      return 'Enregistrement supprimé';
    case 'session_renamed':
      return `Session renommée${named(details.name)}`;
    case 'session_deleted':
      return 'Session supprimée';
    case 'session_published':
      return 'Rediffusion publiée';
    case 'session_unpublished':
      return 'Rediffusion rendue privée';
    default:
      return 'Action administrateur';
  }
}

function named(name: unknown): string {
  return typeof name === 'string' ? ` : ${name}` : '';
}

/** A replay command's audit details hold the change asked for: pause, resume, speed or seek. */
function replayControlLabel(details: Record<string, unknown>): string {
  if (details.paused === true) return 'Rediffusion mise en pause';
  if (details.paused === false) return 'Rediffusion reprise';
  if (typeof details.speed === 'number') return `Vitesse de rediffusion : ${details.speed}×`;
  if (typeof details.race_time_ms === 'number')
    return `Rediffusion déplacée à ${formatRaceTime(details.race_time_ms)}`;
  return 'Rediffusion modifiée';
}

/** What is wrong in a system check, one French line each; empty when everything answers. */
export function systemProblems(status: SystemStatus): string[] {
  const problems: string[] = [];
  if (!status.postgres.ok) problems.push(`PostgreSQL ne répond pas (${status.postgres.error ?? 'erreur'})`);
  if (!status.redis.ok) problems.push(`Redis ne répond pas (${status.redis.error ?? 'erreur'})`);
  for (const name of EXPECTED_SERVICES) {
    if (!status.services.some((service) => service.service === name))
      problems.push(`Le service ${name} ne se signale pas`);
  }
  if (status.queues === null) problems.push('Les files de travaux sont illisibles');
  for (const [name, counts] of Object.entries(status.queues ?? {})) {
    if (counts.failed > 0) problems.push(`File ${name} : ${counts.failed} travail(aux) en échec`);
  }
  if (!status.feed) problems.push('Aucune interrogation du flux enregistrée');
  else if (status.feed.age_s > FEED_STALE_S)
    problems.push(`Dernière interrogation du flux il y a ${formatAge(status.feed.age_s)}`);
  else if (status.feed.status === 'skipped') problems.push('La dernière réponse du flux a été ignorée');
  return problems;
}
