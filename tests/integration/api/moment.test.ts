import { busKeys } from '@lemans/bus';
import { createLogger } from '@lemans/platform';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CatalogueSync } from '../../../services/ingest/src/sync/catalogue-sync.ts';
import { catalogueBaseUrl } from '../../../services/ingest/src/sync/fetch-catalogue.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { feedSnapshotAt, readRecording2025, seedSession } from '../../support/live-seed.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedFeed, startFeed } from '../feed/start-feed.ts';
import { frenchErrorOf } from './french-error.ts';
import { type StartedApi, startApi } from './start-api.ts';

/**
 * The lists the banner and the catalogue pages read, as of the moment a page shows (`session`, `t`): a
 * session of the 2025 race seen at 14:00 of race time knows only what had happened by then, and a session of
 * another event (Spa) has none of the followed event's catalogue.
 */

const HOUR = 3_600_000;
/** 16:00 in Le Mans on 14 June 2025, as the recording's documents give it. */
const RACE_START = Date.parse('2025-06-14T16:00:00+02:00');

let database: TestDatabase;
let redis: TestRedis;
let feed: StartedFeed;
let api: StartedApi;

beforeAll(async () => {
  database = await createTestDatabase();
  redis = createTestRedis();
  feed = await startFeed();
  api = await startApi({
    db: database.db,
    databaseUrl: database.url,
    redisUrl: inject('redisUrl'),
    redisPrefix: redis.prefix,
  });
  await new CatalogueSync({
    db: database.db,
    redis: redis.connect('client'),
    keys: busKeys(redis.prefix),
    redisPrefix: redis.prefix,
    streamMaxLength: 100,
    catalogueUrl: catalogueBaseUrl(feed.url),
    timeoutMs: 2000,
    cooldownMs: 60_000,
    logger: createLogger('api-moment-test', 'silent'),
  }).run();
  const snapshot = feedSnapshotAt(await readRecording2025(), 24 * HOUR + 3 * 60_000);
  await seedSession(database.db, 'race', snapshot, { active: false, status: 'ended' });
  await seedSession(
    database.db,
    'spa',
    {
      ...snapshot,
      session: {
        ...snapshot.session,
        eventName: '6 Heures de Spa-Francorchamps',
        startTimeMs: Date.parse('2025-05-10T13:00:00+02:00'),
      },
    },
    { active: false, status: 'ended', createdAt: new Date('2025-05-10T11:00:00Z') },
  );
  await seedRaceStates('race', [
    { raceTimeMs: 11 * HOUR + 12 * 60_000, to: 'safety' },
    { raceTimeMs: 11 * HOUR + 52 * 60_000, to: 'green' },
    { raceTimeMs: 24 * HOUR + 2 * 60_000, to: 'finished' },
  ]);
  await database.db
    .insertInto('streams')
    .values({
      team_number: '83',
      team_name: 'AF Corse',
      stream_url: 'https://video.example.org/83',
      is_active: true,
      status: 'live',
    })
    .execute();
});
afterAll(async () => {
  await api?.close();
  await feed?.close();
  await redis.cleanup();
  await database.drop();
});

/** Race-state changes as ingest stores them: the domain event, and the report row the alerts read. */
async function seedRaceStates(sessionId: string, changes: { raceTimeMs: number; to: string }[]) {
  let from = 'green';
  for (const [index, { raceTimeMs, to }] of changes.entries()) {
    const { global_position } = await database.db
      .insertInto('events')
      .values({
        stream_id: `session-${sessionId}`,
        stream_position: index + 1,
        type: 'RaceStateChanged',
        data: { from, to, flag: to },
        metadata: { raceTimeMs, snapshotId: `t${raceTimeMs}`, observedAt: RACE_START + raceTimeMs },
      })
      .returning('global_position')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('report_events')
      .values({
        event_position: global_position,
        session_id: sessionId,
        event_type: to === 'safety' ? 'safety_car' : 'race_state',
        number: null,
        lap_number: null,
        description: '',
        race_time_ms: raceTimeMs,
        occurred_at: new Date(RACE_START + raceTimeMs),
      })
      .execute();
    from = to;
  }
}

async function json<T>(path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const titles = (news: { title: string }[]) => news.map((item) => item.title);

describe('the moment of a session of the followed event', () => {
  it('stands for the race start plus the race time, in the followed event', async () => {
    expect(await json('/api/catalogue-moment?session=race&t=14:00:00')).toEqual({
      session_id: 'race',
      race_time_ms: 14 * HOUR,
      instant: new Date(RACE_START + 14 * HOUR).toISOString(),
      followed_event: true,
    });
  });

  it('keeps the news published by then, newest first, and all of them without a moment', async () => {
    const atTwoPm = titles(await json('/api/news?session=race&t=14:00:00'));
    expect(atTwoPm[0]).toBe('Reprise de la course');
    expect(atTwoPm).toHaveLength(8);
    expect(atTwoPm).not.toContain('Drapeau à damier sur la 93e édition');
    expect(atTwoPm).not.toContain('La Ferrari n°50 disqualifiée après les vérifications techniques');
    const afterFlag = titles(await json(`/api/news?session=race&t=${24 * HOUR + 3 * 60_000}`));
    expect(afterFlag).toContain('Drapeau à damier sur la 93e édition');
    expect(afterFlag).not.toContain('La Ferrari n°50 disqualifiée après les vérifications techniques');
    expect(await json<unknown[]>('/api/news')).toHaveLength(14);
  });

  it('gives the alerts given by that race time only', async () => {
    const at = async (t: string) =>
      (await json<{ race_time: number; title: string }[]>(`/api/live-alerts?session=race&t=${t}`)).map(
        (alert) => alert.title,
      );
    expect(await at('11:00:00')).toEqual([]);
    expect(await at('11:30:00')).toEqual(['Voiture de sécurité']);
    expect(await at('14:00:00')).toEqual(['Drapeau vert', 'Voiture de sécurité']);
    expect(await at('24:05:00')).toEqual(['Drapeau à damier', 'Drapeau vert', 'Voiture de sécurité']);
    expect(await json<unknown[]>('/api/live-alerts?sessionId=race')).toHaveLength(3);
    expect(await json<unknown[]>('/api/live-alerts?sessionId=race&session=race&t=11:30:00')).toHaveLength(1);
  });

  it('keeps the programme and the video streams', async () => {
    const program = await json<Record<string, unknown[]>>('/api/program?session=race&t=14:00:00');
    expect(program).toEqual(await json('/api/program'));
    expect(Object.keys(program)).toContain('2025-06-15');
    expect(await json<unknown[]>('/api/streams?session=race&t=14:00:00')).toHaveLength(1);
  });
});

describe('the moment of a session of another event', () => {
  it('says so, and has none of the followed event’s news, programme or streams', async () => {
    expect(await json('/api/catalogue-moment?session=spa&t=01:00:00')).toMatchObject({
      instant: new Date(Date.parse('2025-05-10T13:00:00+02:00') + HOUR).toISOString(),
      followed_event: false,
    });
    expect(await json('/api/news?session=spa&t=01:00:00')).toEqual([]);
    expect(await json('/api/program?session=spa&t=01:00:00')).toEqual({});
    expect(await json('/api/streams?session=spa&t=01:00:00')).toEqual([]);
  });
});

describe('a moment badly named', () => {
  it.each([
    ['/api/news?session=race', 'Le paramètre session exige une heure de course (t)'],
    ['/api/program?t=14:00:00', 'Le paramètre t exige une session (session)'],
    ['/api/streams?session=no%20such&t=1', 'Identifiant de session invalide'],
    ['/api/news?session=race&t=14h', "« 14h » n'est pas une heure de course (hh:mm:ss ou millisecondes)"],
    [
      '/api/live-alerts?session=race&t=-00:01:00',
      '« -00:01:00 » : une heure de course ne peut être négative',
    ],
    [
      '/api/news?session=race&t=1&t=2',
      'Le paramètre t doit être une seule heure de course (hh:mm:ss ou millisecondes)',
    ],
    [
      '/api/live-alerts?sessionId=spa&session=race&t=1',
      'Les paramètres sessionId et session nomment deux sessions différentes',
    ],
    ['/api/news?session=race&t=9007199254740991', '« 9007199254740991 » dépasse toute durée de course'],
    ['/api/catalogue-moment', 'Le moment s’indique par une session (session) et une heure de course (t)'],
  ])('refuses %s with a French message', async (path, message) => {
    const response = await api.get(path);
    expect(response.status).toBe(400);
    expect(await frenchErrorOf(response)).toBe(message);
  });

  it.each(['/api/news', '/api/program', '/api/streams', '/api/live-alerts', '/api/catalogue-moment'])(
    'answers 404 at %s for a session that does not exist',
    async (path) => {
      const response = await api.get(`${path}?session=nowhere&t=01:00:00`);
      expect(response.status).toBe(404);
      expect(await frenchErrorOf(response)).toBe('Session introuvable');
    },
  );
});
