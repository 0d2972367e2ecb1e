import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StartedFeed, startFeed } from './start-feed.ts';

let feed: StartedFeed;
beforeAll(async () => {
  feed = await startFeed();
});
afterAll(async () => {
  await feed.close();
});

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${feed.url}/catalogue/${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
  return (await response.json()) as T;
}

describe('/catalogue', () => {
  it('lists the categories in picker order with the organiser ids and colours', async () => {
    expect(await get('categories')).toEqual([
      { id: 4167, name: 'HYPERCAR', label: 'Hypercar', color: '#DC2626' },
      { id: 3, name: 'LMP2', label: 'LMP2', color: '#2563EB' },
      { id: 4183, name: 'LMGT3', label: 'LMGT3', color: '#16A34A' },
    ]);
  });

  it('lists team entries in the organiser field names', async () => {
    const entries = await get<Record<string, unknown>[]>('entries');
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        id: expect.any(Number),
        team_name: expect.any(String),
        brand_name: expect.any(String),
        car_name: expect.any(String),
        number: expect.any(String),
        category_label: expect.stringMatching(/^(Hypercar|LMP2|LMGT3)$/),
        category_color: expect.stringMatching(/^#[0-9A-F]{6}$/),
        tyres: expect.any(String),
        engine: expect.any(String),
        team_country: expect.any(String),
      });
      const drivers = entry.drivers as Record<string, unknown>[];
      expect(drivers.length).toBeGreaterThan(0);
      for (const driver of drivers) {
        expect(Object.keys(driver).sort()).toEqual([
          'country',
          'driver_position',
          'firstname',
          'id',
          'lastname',
        ]);
      }
    }
  });

  it('serves the programme of 6 to 15 June with the four legend categories', async () => {
    const program =
      await get<Record<string, { category: string; start_datetime: string; title: string }[]>>('program');
    expect(Object.keys(program)).toEqual(
      Array.from({ length: 10 }, (_, i) => `2025-06-${String(6 + i).padStart(2, '0')}`),
    );
    const categories = new Set(Object.values(program).flatMap((day) => day.map((event) => event.category)));
    expect(categories).toEqual(
      new Set(['24 Heures du Mans', 'Courses Support', 'Animations circuit', 'Autres']),
    );
    for (const day of Object.values(program)) {
      for (const event of day) expect(event.start_datetime).toMatch(/^2025-06-\d{2}T\d{2}:\d{2}:00\+02:00$/);
    }
  });

  it('serves the news with exactly one urgent item', async () => {
    const news = await get<{ urgent: boolean; type: string; category: string; content: string }[]>('news');
    expect(news.length).toBeGreaterThanOrEqual(10);
    expect(news.filter((item) => item.urgent)).toHaveLength(1);
    expect(news.some((item) => item.type === 'alert')).toBe(true);
    for (const item of news) expect(item.content).toMatch(/^<p>/);
  });

  it('answers 304 to a client that already holds a document', async () => {
    const first = await fetch(`${feed.url}/catalogue/program`);
    await first.arrayBuffer();
    const again = await fetch(`${feed.url}/catalogue/program`, {
      headers: { 'If-None-Match': first.headers.get('etag') as string },
    });
    expect(again.status).toBe(304);
  });
});
