import type { AdminActivity, SystemStatus } from '@lemans/contract';
import { DAY_MS } from '@lemans/contract/timing';
import { describe, expect, it } from 'vitest';
import {
  activityLabel,
  formatAge,
  formatUptime,
  newsCounts,
  pollStatusLabel,
  sessionCounts,
  systemProblems,
} from './dashboard-rules.ts';

const NOW = Date.parse('2025-06-15T16:00:00Z');

describe('dashboard counts', () => {
  it('counts as active the news published in the last 7 days, not those to come', () => {
    const at = (offset: number) => ({ published_at: new Date(NOW + offset).toISOString() });
    expect(
      newsCounts([at(-DAY_MS), at(-7 * DAY_MS), at(-7 * DAY_MS - 1), at(DAY_MS), { published_at: 'x' }], NOW),
    ).toEqual({ total: 5, active: 2 });
  });

  it('counts the sessions and the active ones', () => {
    expect(sessionCounts([{ active: true }, { active: false }, { active: true }])).toEqual({
      total: 3,
      active: 2,
    });
  });
});

describe('durations', () => {
  it('writes an uptime in days, hours and minutes', () => {
    expect(formatUptime(2 * 86400 + 5 * 3600 + 32 * 60 + 59)).toBe('2j 5h 32m');
    expect(formatUptime(86400)).toBe('1j 0h 0m');
    expect(formatUptime(3 * 3600 + 60)).toBe('3h 1m');
    expect(formatUptime(59)).toBe('0m');
    expect(formatUptime(-5)).toBe('0m');
  });

  it('writes the age of the last poll', () => {
    expect(formatAge(4.4)).toBe('4 s');
    expect(formatAge(185)).toBe('3 min 5 s');
    expect(pollStatusLabel('applied')).toBe('données reçues');
    expect(pollStatusLabel('not-modified')).toBe('inchangé');
  });
});

describe('activity labels', () => {
  const activity = (action: AdminActivity['action'], target: string | null, details = {}) =>
    activityLabel({ id: 1, action, target, details, created_at: '' });

  it('names each action in French, with what it touched', () => {
    expect(activity('login', null)).toBe('Connexion administrateur');
    expect(activity('login_failed', null)).toBe('Échec de connexion (mot de passe incorrect)');
    expect(activity('logout', null)).toBe('Déconnexion administrateur');
    expect(activity('stream_created', 'stream 4', { team_number: '007' })).toBe('Stream ajouté (#007)');
    expect(activity('stream_updated', 'stream 4', { team_number: '51' })).toBe('Stream modifié (#51)');
    expect(activity('stream_toggled', 'stream 4', { is_active: false })).toBe('Stream masqué');
    expect(activity('stream_toggled', 'stream 4', { is_active: true })).toBe('Stream activé');
    expect(activity('stream_deleted', 'stream 4', { team_number: '8' })).toBe('Stream supprimé (#8)');
    expect(activity('message_status_changed', 'message 12', { to: 'read' })).toBe('Message n°12 marqué lu');
    expect(activity('message_status_changed', 'message 12', { to: 'replied' })).toBe(
      'Message n°12 marqué répondu',
    );
    expect(activity('message_deleted', 'message 3')).toBe('Message n°3 supprimé');
    expect(activity('sync', null, { state: 'queued' })).toBe('Synchronisation des données demandée');
    expect(activity('cache_flushed', null)).toBe('Cache vidé');
    expect(activity('recording_imported', 'recording 1', { name: 'Course', created: true })).toBe(
      'Enregistrement importé : Course',
    );
    expect(activity('recording_imported', 'recording 1', { name: 'Course', created: false })).toBe(
      'Import déjà présent : Course',
    );
    expect(activity('replay_started', 'replay 1', { speed: 60 })).toBe('Rediffusion lancée (60×)');
    expect(activity('replay_controlled', 'replay 1', { paused: true })).toBe('Rediffusion mise en pause');
    expect(activity('replay_controlled', 'replay 1', { paused: false })).toBe('Rediffusion reprise');
    expect(activity('replay_controlled', 'replay 1', { speed: 600 })).toBe('Vitesse de rediffusion : 600×');
    expect(activity('replay_controlled', 'replay 1', { race_time_ms: 86_160_000 })).toBe(
      'Rediffusion déplacée à 23:56:00',
    );
    expect(activity('replay_stopped', 'replay 1')).toBe('Rediffusion arrêtée');
    expect(activity('session_published', 'session replay-1')).toBe('Rediffusion publiée');
    expect(activity('session_unpublished', 'session replay-1')).toBe('Rediffusion rendue privée');
  });
});

describe('system problems', () => {
  const healthy: SystemStatus = {
    version: '2025.1.0',
    checked_at: '2025-06-15T16:00:00Z',
    postgres: { ok: true, latency_ms: 2, error: null },
    redis: { ok: true, latency_ms: 1, error: null },
    services: ['api', 'ingest', 'realtime'].map((service) => ({
      service,
      instance: `host-${service}`,
      started_at: '2025-06-15T15:00:00Z',
      seen_at: '2025-06-15T16:00:00Z',
      details: {},
      uptime_s: 3600,
    })),
    queues: { 'poll-feed': { waiting: 0, active: 1, delayed: 0, failed: 0 } },
    feed: { last_poll_at: '2025-06-15T16:00:00Z', age_s: 2, status: 'applied' },
    websocket_clients: 3,
  };

  it('finds nothing wrong in a healthy system', () => {
    expect(systemProblems(healthy)).toEqual([]);
  });

  it('lists each failing part', () => {
    expect(
      systemProblems({
        ...healthy,
        postgres: { ok: false, latency_ms: 5000, error: 'timeout' },
        redis: { ok: false, latency_ms: 1, error: null },
        services: healthy.services.filter((service) => service.service !== 'ingest'),
        queues: { 'catalogue-sync': { waiting: 0, active: 0, delayed: 0, failed: 2 } },
        feed: { last_poll_at: '2025-06-15T15:58:00Z', age_s: 120, status: 'applied' },
      }),
    ).toEqual([
      'PostgreSQL ne répond pas (timeout)',
      'Redis ne répond pas (erreur)',
      'Le service ingest ne se signale pas',
      'File catalogue-sync : 2 travaux en échec',
      'Dernière interrogation du flux il y a 2 min 0 s',
    ]);
    expect(systemProblems({ ...healthy, queues: null, feed: null })).toEqual([
      'Les files de travaux sont illisibles',
      'Aucune interrogation du flux enregistrée',
    ]);
    expect(
      systemProblems({
        ...healthy,
        feed: { last_poll_at: '2025-06-15T16:00:00Z', age_s: 2, status: 'skipped' },
      }),
    ).toEqual(['La dernière réponse du flux a été ignorée']);
  });
});
