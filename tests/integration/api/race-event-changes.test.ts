import type { AdminRaceEvent } from '@lemans/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { BAD_DATE } from '../../../services/api/src/race-events/race-event-input.ts';
import { apiUnderTest } from './api-under-test.ts';
import { frenchErrorOf } from './french-error.ts';

/**
 * The admin's changes of race events under stress: a day that is no day is a French 400, never a 500, and
 * merges and moves sent all at once, crossing each other, each end in 200, 404 or 409 and leave every
 * session in an event that exists.
 */

const PASSWORD = 'un mot de passe de test';
const EVENTS = 6;
const SESSIONS = 8;

const t = apiUnderTest({ adminPassword: PASSWORD });
let admin: Record<string, string>;

const send = (method: string, path: string, body: unknown) =>
  fetch(`${t.api.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...admin },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  const login = await t.api.post('/api/admin/login', { password: PASSWORD });
  admin = {
    cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] as string,
    'x-admin-request': '1',
  };
});

describe("the race event form's days", () => {
  it.each([
    '99999-01-01',
    '2025-13-01',
    '2025-02-30',
    '2025-00-10',
    '0000-01-01',
    '1850-06-14',
    '2025-6-14',
    '2025-06-14T00:00:00Z',
    '',
  ])('refuses %j with a French 400, on creation and on change', async (date) => {
    const created = await send('POST', '/api/admin/race-events', { name: 'Course fantôme', date });
    expect(created.status).toBe(400);
    expect(await frenchErrorOf(created)).toBe(BAD_DATE);
    const changed = await send('PATCH', '/api/admin/race-events/inconnue-2025-01-01', { date });
    expect(changed.status).toBe(400);
    expect(await frenchErrorOf(changed)).toBe(BAD_DATE);
  });

  it('takes a leap day and the last day of the seasons', async () => {
    for (const date of ['2024-02-29', '2100-12-31']) {
      expect((await send('POST', '/api/admin/race-events', { name: 'Course réelle', date })).status).toBe(
        201,
      );
    }
  });
});

describe('merges and moves sent at once', () => {
  it('answers each with 200, 404 or 409, and leaves every session in an event that exists', async () => {
    const events: string[] = [];
    for (let n = 0; n < EVENTS; n++) {
      const created = await send('POST', '/api/admin/race-events', {
        name: `Manche ${n}`,
        date: `2027-0${n + 1}-01`,
      });
      expect(created.status).toBe(201);
      events.push(((await created.json()) as { race_event: { id: string } }).race_event.id);
    }
    const sessions = Array.from({ length: SESSIONS }, (_, n) => `essai-${n}`);
    await t.database.db
      .insertInto('sessions')
      .values(
        sessions.map((id, n) => ({
          id,
          organiser_session_id: n + 1,
          name: id,
          session_type: 'RACE',
          event_name: 'Manche 0',
          is_replay: false,
          start_time: new Date('2027-01-01T12:00:00Z'),
          created_at: new Date('2027-01-01T12:00:00Z'),
        })),
      )
      .execute();
    for (const [n, session] of sessions.entries()) {
      const moved = await send('PUT', `/api/admin/sessions/${session}/race-event`, {
        race_event_id: events[n % EVENTS],
      });
      expect(moved.status).toBe(200);
    }

    // Every event merged into the next and the next into it (crossing pairs), and every session moved to
    // events that are being merged away, all in flight together.
    const event = (n: number) => events[n % EVENTS] as string;
    const requests = [
      ...events.flatMap((_, n) => [
        send('POST', `/api/admin/race-events/${event(n)}/merge`, { into: event(n + 1) }),
        send('POST', `/api/admin/race-events/${event(n + 1)}/merge`, { into: event(n) }),
      ]),
      ...sessions.flatMap((session, n) => [
        send('PUT', `/api/admin/sessions/${session}/race-event`, { race_event_id: event(n + 1) }),
        send('PUT', `/api/admin/sessions/${session}/race-event`, { race_event_id: event(n + 3) }),
      ]),
    ];
    const statuses = (await Promise.all(requests)).map((response) => response.status);
    for (const status of statuses) expect([200, 404, 409]).toContain(status);
    // At least one merge took place: some of the events are gone.
    expect(statuses).toContain(404);

    const listed = await fetch(`${t.api.url}/api/admin/race-events`, { headers: admin });
    const { events: stored } = (await listed.json()) as { events: AdminRaceEvent[] };
    const placed = stored.flatMap((kept) => kept.sessions.map((session) => session.id));
    expect(placed.filter((id) => id.startsWith('essai-')).sort()).toEqual([...sessions].sort());
    const aliases = await t.database.db.selectFrom('race_event_aliases').selectAll().execute();
    const storedIds = new Set(stored.map((kept) => kept.id));
    for (const alias of aliases) expect(storedIds).toContain(alias.race_event_id);
  }, 60_000);
});
