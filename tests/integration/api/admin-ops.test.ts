import { busKeys, startServiceHeartbeat } from '@lemans/bus';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUnderTest } from './api-under-test.ts';

/** The dashboard's real calls: sync, system check, recent activity, analytics (spec part 2 §2). */

const PASSWORD = 'un mot de passe de test';

const t = apiUnderTest({ adminPassword: PASSWORD });

let admin: Record<string, string>;

beforeAll(async () => {
  const login = await t.api.post('/api/admin/login', { password: PASSWORD });
  admin = { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] as string, 'x-admin-request': '1' };
});

const getJson = async <T>(path: string): Promise<T> => {
  const response = await t.api.get(path, admin);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

describe('POST /api/admin/sync', () => {
  it('queues a catalogue sync and audits it', async () => {
    const response = await t.api.post('/api/admin/sync', undefined, admin);
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ success: true, state: 'queued' });
    const queued = await getJson<{ queues: Record<string, { waiting: number }> }>('/api/admin/system');
    expect(queued.queues['catalogue-sync']?.waiting).toBe(1);
  });
});

describe('POST /api/admin/cache/flush', () => {
  it("empties the API's caches, says how many answers it dropped and audits it", async () => {
    // Unknown sessions are looked up in Redis then Postgres, and the answer is kept a moment.
    for (const session of ['absente-1', 'absente-2']) await t.api.get(`/api/live?sessionId=${session}`);
    const response = await t.api.post('/api/admin/cache/flush', undefined, admin);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; flushed: number };
    expect(body.success).toBe(true);
    expect(body.flushed).toBeGreaterThanOrEqual(2);
    const again = (await (await t.api.post('/api/admin/cache/flush', undefined, admin)).json()) as {
      flushed: number;
    };
    expect(again.flushed).toBe(0);
  });
});

describe('GET /api/admin/system', () => {
  it('measures Postgres and Redis and reads the services, the last poll and the sockets', async () => {
    const connection = t.redis.connect('client');
    const keys = busKeys(t.redis.prefix);
    const polledAt = new Date(Date.now() - 4000).toISOString();
    const ingest = startServiceHeartbeat(connection, keys, {
      service: 'ingest',
      details: () => ({ last_poll: { at: polledAt, status: 'applied' } }),
    });
    const realtime = startServiceHeartbeat(connection, keys, {
      service: 'realtime',
      details: () => ({ clients: 3 }),
    });
    try {
      // Their first beats are written: Redis answers a connection's commands in order.
      await connection.ping();
      const system = await getJson<{
        version: string;
        postgres: { ok: boolean };
        redis: { ok: boolean };
        services: { service: string; uptime_s: number }[];
        queues: Record<string, { failed: number }>;
        feed: { last_poll_at: string; age_s: number; status: string };
        websocket_clients: number;
      }>('/api/admin/system');
      expect(system.version).toBe('2025.1.0');
      expect(system.postgres.ok).toBe(true);
      expect(system.redis.ok).toBe(true);
      expect(system.services.map((service) => service.service)).toEqual(['ingest', 'realtime']);
      expect(Object.keys(system.queues).sort()).toEqual(['catalogue-sync', 'poll-feed']);
      expect(system.feed).toMatchObject({ last_poll_at: polledAt, status: 'applied' });
      expect(system.feed.age_s).toBeGreaterThanOrEqual(4);
      expect(system.websocket_clients).toBe(3);
    } finally {
      await ingest.stop();
      await realtime.stop();
    }
    // A stopped service is gone at once.
    expect((await getJson<{ services: unknown[] }>('/api/admin/system')).services).toEqual([]);
  });
});

describe('GET /api/admin/activity', () => {
  it('lists the audit newest first', async () => {
    const activity = await getJson<{ action: string; created_at: string }[]>('/api/admin/activity');
    expect(activity.map((row) => row.action).slice(0, 4)).toEqual([
      'cache_flushed',
      'cache_flushed',
      'sync',
      'login',
    ]);
  });
});

describe('GET /api/admin/analytics', () => {
  it('counts page views and events per section over the period', async () => {
    const at = new Date().toISOString();
    const event = (name: string, section: string) => ({ name, section, path: '/', at });
    const sent = await t.api.post('/api/analytics', {
      events: [
        event('page_view', 'home'),
        event('page_view', 'home'),
        event('page_view', 'live'),
        event('button_click', 'live'),
      ],
    });
    expect(sent.status).toBe(204);
    const summary = await getJson<Record<string, unknown>>('/api/admin/analytics?days=1');
    expect(summary).toMatchObject({
      days: 1,
      page_views: 3,
      events: 4,
      by_section: [
        { section: 'home', page_views: 2, events: 2 },
        { section: 'live', page_views: 1, events: 2 },
      ],
      by_name: [
        { name: 'page_view', count: 3 },
        { name: 'button_click', count: 1 },
      ],
    });
    expect((await t.api.get('/api/admin/analytics?days=3', admin)).status).toBe(400);
  });
});
