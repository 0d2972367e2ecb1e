import { describe, expect, it } from 'vitest';
import { apiUnderTest } from './api-under-test.ts';

const t = apiUnderTest();

const event = (overrides: object = {}) => ({
  name: 'page_view',
  section: 'live',
  path: '/live/classement',
  at: '2025-06-15T14:03:00.000Z',
  ...overrides,
});

const stored = () =>
  t.database.db
    .selectFrom('analytics_events')
    .select(['name', 'section', 'path', 'occurred_at', 'data'])
    .orderBy('id')
    .execute();

describe('POST /api/analytics', () => {
  it('stores a batch and answers 204', async () => {
    const response = await t.api.post('/api/analytics', {
      events: [
        event(),
        event({
          name: 'click',
          section: 'home',
          path: '/',
          at: Date.UTC(2025, 5, 15, 14, 4),
          data: { target: 'hero' },
        }),
        event({
          name: 'error',
          section: 'other',
          path: '/equipes/12',
          data: { message: 'boom', fatal: false },
        }),
      ],
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await stored()).toEqual([
      {
        name: 'page_view',
        section: 'live',
        path: '/live/classement',
        occurred_at: new Date('2025-06-15T14:03:00Z'),
        data: null,
      },
      {
        name: 'click',
        section: 'home',
        path: '/',
        occurred_at: new Date('2025-06-15T14:04:00Z'),
        data: { target: 'hero' },
      },
      {
        name: 'error',
        section: 'other',
        path: '/equipes/12',
        occurred_at: new Date('2025-06-15T14:03:00Z'),
        data: { message: 'boom', fatal: false },
      },
    ]);
  });

  it('accepts the text/plain body navigator.sendBeacon sends', async () => {
    const response = await t.api.post(
      '/api/analytics',
      JSON.stringify({ events: [event({ name: 'time_on_page' })] }),
      {
        'content-type': 'text/plain;charset=UTF-8',
      },
    );
    expect(response.status).toBe(204);
  });

  it.each([
    ['no events', { events: [] }, /^Événements d'audience invalides : events : /],
    ['no body at all', undefined, /^Événements d'audience invalides : /],
    ['events that are not a list', { events: 'page_view' }, /events : /],
    ['51 events', { events: Array.from({ length: 51 }, () => event()) }, /events : /],
    ['an unknown section', { events: [event({ section: 'admin' })] }, /events\.0\.section : /],
    [
      'a path that is not a path',
      { events: [event({ path: 'https://ailleurs.example' })] },
      /events\.0\.path : /,
    ],
    ['a date that is not one', { events: [event({ at: '15/06/2025' })] }, /events\.0\.at : /],
    ['a missing date', { events: [event({ at: undefined })] }, /events\.0\.at : /],
    ['a bad name', { events: [event({ name: '<script>' })] }, /events\.0\.name : nom d'événement invalide/],
    ['data that is a list', { events: [event({ data: [1, 2] })] }, /events\.0\.data : /],
    [
      'data too large',
      { events: [event({ data: { text: 'x'.repeat(3000) } })] },
      /events\.0\.data : données trop volumineuses \(au plus 2048 octets\)/,
    ],
  ])('refuses %s with a 400 in French, storing nothing', async (_case, body, message) => {
    const before = (await stored()).length;
    const response = await t.api.post('/api/analytics', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
    expect(await stored()).toHaveLength(before);
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const response = await t.api.post('/api/analytics', '{"events": [');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Le corps de la requête n'est pas du JSON valide",
      code: 'request.invalid_json',
    });
  });

  it('refuses a body over 64 kB with a 413, in French', async () => {
    const events = Array.from({ length: 50 }, () =>
      event({ path: `/${'a'.repeat(511)}`, data: { t: 'x'.repeat(1500) } }),
    );
    const response = await t.api.post('/api/analytics', { events });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: 'Le corps de la requête est trop volumineux',
      code: 'request.too_large',
    });
  });
});
