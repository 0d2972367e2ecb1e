import { describe, expect, it } from 'vitest';
import { apiUnderTest } from './api-under-test.ts';

const t = apiUnderTest();

describe('GET /api/streams', () => {
  it('is empty while the admin area has added none', async () => {
    const response = await t.api.get('/api/streams');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('lists the active streams only, highest priority first, in the fields the pages read', async () => {
    const stream = (number: string, overrides: object) => ({
      team_number: number,
      team_name: `Équipe ${number}`,
      stream_url: `https://video.example.org/${number}`,
      ...overrides,
    });
    await t.database.db
      .insertInto('streams')
      .values([
        stream('83', { is_active: true, status: 'live', priority: 1, stream_title: 'Caméra embarquée' }),
        stream('6', { is_active: false, status: 'live', priority: 9 }),
        stream('51', { is_active: true, status: 'replay', priority: 5, category: 'Hypercar' }),
        stream('92', { is_active: true }),
      ])
      .execute();
    const streams = (await (await t.api.get('/api/streams')).json()) as Record<string, unknown>[];
    expect(streams.map((row) => row.team_number)).toEqual(['51', '83', '92']);
    expect(streams[1]).toEqual({
      id: expect.any(Number),
      team_number: '83',
      team_name: 'Équipe 83',
      stream_title: 'Caméra embarquée',
      stream_description: null,
      stream_url: 'https://video.example.org/83',
      is_active: true,
      status: 'live',
      priority: 1,
      category: null,
    });
    expect(streams[2]).toMatchObject({ status: 'inactive', priority: 0 });
  });
});
