import { afterEach, describe, expect, it } from 'vitest';
import { type Fault, FaultInjector, NO_FAULTS } from '../../../services/feed/src/faults.ts';
import { type StartedFeed, startFeed } from './start-feed.ts';

const REQUESTS = 200;

let feed: StartedFeed;
afterEach(async () => {
  await feed.close();
});

const poll = () => fetch(`${feed.url}/live/WEC/data.json`);

async function parses(response: Response): Promise<boolean> {
  try {
    JSON.parse(await response.text());
    return true;
  } catch {
    return false;
  }
}

describe('fault injection on data.json', () => {
  it('answers the configured share of requests with a French 503, in the order the seed dictates', async () => {
    const settings = { ...NO_FAULTS, errorRate: 0.25, seed: 2025 };
    feed = await startFeed({ faults: settings });
    const reference = new FaultInjector(settings);
    const expected = Array.from({ length: REQUESTS }, (): Fault => reference.draw());

    const statuses: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const response = await poll();
      statuses.push(response.status);
      if (response.status === 503) {
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(await response.json()).toEqual({ error: 'Service momentanément indisponible' });
      } else {
        await response.arrayBuffer();
      }
    }
    expect(statuses).toEqual(expected.map((fault) => (fault === 'unavailable' ? 503 : 200)));
    const share = statuses.filter((status) => status === 503).length / REQUESTS;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.35);
  });

  it('cuts the body in the middle, with status 200 and no ETag', async () => {
    feed = await startFeed({ faults: { truncateRate: 1 } });
    const response = await poll();
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBeNull();
    const text = await response.text();
    expect(text.startsWith('{"params":')).toBe(true);
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
  });

  it('serves syntactically invalid JSON, with status 200', async () => {
    feed = await startFeed({ faults: { malformedRate: 1 } });
    const response = await poll();
    expect(response.status).toBe(200);
    expect(await parses(response)).toBe(false);
  });

  it('mixes the three faults and clean answers at their rates', async () => {
    feed = await startFeed({ faults: { errorRate: 0.1, truncateRate: 0.1, malformedRate: 0.1, seed: 3 } });
    let clean = 0;
    for (let i = 0; i < REQUESTS; i += 1) {
      const response = await poll();
      if (response.status === 200 && (await parses(response))) clean += 1;
    }
    expect(clean / REQUESTS).toBeGreaterThan(0.6);
    expect(clean / REQUESTS).toBeLessThan(0.8);
  });

  it('adds the configured latency', async () => {
    feed = await startFeed({ faults: { delayMs: 250 } });
    const startedAt = performance.now();
    const response = await poll();
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(245);
  });

  it('leaves the other endpoints alone', async () => {
    feed = await startFeed({ faults: { errorRate: 1, delayMs: 1000 } });
    const startedAt = performance.now();
    expect((await fetch(`${feed.url}/health`)).status).toBe(200);
    expect((await fetch(`${feed.url}/catalogue/categories`)).status).toBe(200);
    expect(performance.now() - startedAt).toBeLessThan(900);
  });
});
