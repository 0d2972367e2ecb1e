import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Families, sampleSum, scrape } from '../../support/prometheus-text.ts';
import { apiUnderTest } from '../api/api-under-test.ts';
import { type StartedSite, startSite } from '../web/site-harness.ts';

/*
 * The API's /metrics, at the root of its own port: requests timed by route pattern, the refusals of the rate
 * limits, the queues and the pings read at each scrape. The public origin passes only /api to the API, so
 * the figures are never served to visitors: the site server answers /metrics with the site's page.
 */

const context = apiUnderTest({ limits: { messagesPerClient: { points: 1, durationS: 600 } } });
let site: StartedSite;
beforeAll(async () => {
  site = await startSite({ apiUrl: context.api.url });
});
afterAll(() => site?.close());

const requests = (families: Families, route: string, status_class = '2xx') =>
  sampleSum(families, 'lemans_http_request_duration_seconds_count', { route, status_class });

describe('the API figures', () => {
  it('time the requests by the pattern of their route, never by the path asked', async () => {
    const { api } = context;
    const before = await scrape(api.url);
    for (let n = 0; n < 3; n++) await (await api.get('/api/sessions')).text();
    for (const id of ['equipe-inconnue-1', 'equipe-inconnue-2'])
      await (await api.get(`/api/teams/${id}`)).text();
    await (await api.get('/api/nulle-part')).text();

    const after = await scrape(api.url);
    expect(requests(after, '/api/sessions') - requests(before, '/api/sessions')).toBe(3);
    expect(requests(after, '/api/teams/:id', '4xx') - requests(before, '/api/teams/:id', '4xx')).toBe(2);
    expect(requests(after, 'other', '4xx') - requests(before, 'other', '4xx')).toBe(1);
    const routes = [...(after.get('lemans_http_request_duration_seconds')?.samples ?? [])].map(
      (sample) => sample.labels.route,
    );
    expect(routes.join(' ')).not.toContain('equipe-inconnue');
    expect(
      sampleSum(after, 'lemans_http_request_duration_seconds_count', { service: 'api' }),
    ).toBeGreaterThan(0);
  });

  it('count each refusal of a rate limit by the name of the limit', async () => {
    const { api } = context;
    const refusals = async () =>
      sampleSum(await scrape(api.url), 'lemans_api_rate_limit_refusals_total', {
        limit: 'messagesPerClient',
      });
    expect(await refusals()).toBe(0);
    expect((await api.post('/api/messages', {})).status).toBe(400);
    expect((await api.post('/api/messages', {})).status).toBe(429);
    expect(await refusals()).toBe(1);
  });

  it('read the depth of the queues and ping Postgres and Redis at each scrape', async () => {
    const { api } = context;
    const first = await scrape(api.url);
    expect(sampleSum(first, 'lemans_queue_jobs', { queue: 'catalogue-sync', state: 'waiting' })).toBe(0);
    expect((await api.post('/api/sync')).status).toBe(202);
    const second = await scrape(api.url);
    // Nobody works the queue here: the sync asked for waits.
    expect(sampleSum(second, 'lemans_queue_jobs', { queue: 'catalogue-sync', state: 'waiting' })).toBe(1);
    expect(second.get('lemans_queue_jobs')?.samples.map((sample) => sample.labels.queue)).toContain(
      'poll-feed',
    );
    for (const dependency of ['postgres', 'redis']) {
      const pings = (families: Families) =>
        sampleSum(families, 'lemans_dependency_ping_seconds_count', { dependency });
      expect(pings(second) - pings(first), dependency).toBe(1);
      expect(sampleSum(second, 'lemans_dependency_ping_failures_total', { dependency }), dependency).toBe(0);
    }
  });

  it('are served at /metrics only, outside /api, and never through the site server', async () => {
    const { api } = context;
    const underApi = await api.get('/api/metrics');
    expect(underApi.status).toBe(404);
    expect(await underApi.text()).not.toContain('# HELP');

    // The site server answers its own 404 for them rather than a page: no spelling of /metrics reaches a figure.
    for (const path of ['/metrics', '/metrics?format=text']) {
      const throughSite = await fetch(`${site.url}${path}`);
      expect(throughSite.status, path).toBe(404);
      expect(await throughSite.text(), path).not.toContain('# HELP');
    }
    // The site server passes /api/metrics to the API, where nothing answers it.
    expect((await fetch(`${site.url}/api/metrics`)).status).toBe(404);
  });
});
