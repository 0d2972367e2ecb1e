import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { Router } from 'express';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpMetrics } from './http-metrics.ts';

const registry = new Registry();
const app = express();
app.use(httpMetrics(registry));
const api = Router();
api.get('/sessions/:id/stints', (req, res) => {
  res.json({ id: req.params.id });
});
api.get('/boom/:id', () => {
  throw new Error('panne');
});
app.use('/api', api);
const control = Router();
control.get('/control', (_req, res) => {
  res.json({ ok: true });
});
app.use('/replays/:replayId', control);
app.use((_req, res) => {
  res.status(404).json({ error: 'introuvable' });
});
app.use((_err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
  res.status(500).json({ error: 'erreur' });
});
const server = createServer(app);
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Requests counted by the histogram, by `method route status_class`. */
async function counts(): Promise<Record<string, number>> {
  const [metric] = await registry.getMetricsAsJSON();
  const result: Record<string, number> = {};
  const values = (metric?.values ?? []) as {
    metricName?: string;
    labels: Record<string, unknown>;
    value: number;
  }[];
  for (const { metricName, labels, value } of values) {
    if (metricName !== 'lemans_http_request_duration_seconds_count') continue;
    result[`${labels.method} ${labels.route} ${labels.status_class}`] = value;
  }
  return result;
}

describe('httpMetrics', () => {
  it('labels requests by route pattern, never by the path asked, and unknown paths as other', async () => {
    for (const path of ['/api/sessions/1/stints', '/api/sessions/2/stints', '/nulle-part', '/ailleurs/42']) {
      await (await fetch(`${base}${path}`)).text();
    }
    await (await fetch(`${base}/api/sessions/3/stints`, { method: 'HEAD' })).text();
    expect(await counts()).toEqual({
      'GET /api/sessions/:id/stints 2xx': 2,
      'HEAD /api/sessions/:id/stints 2xx': 1,
      'GET other 4xx': 2,
    });
  });

  it("keeps the route of a request whose error went up to the app's handler", async () => {
    await (await fetch(`${base}/api/boom/7`)).text();
    expect(await counts()).toMatchObject({ 'GET /api/boom/:id 5xx': 1 });
  });

  it('names a router mounted on a path with parameters by its pattern', async () => {
    const id = '3f1c2b4e-0000-4000-8000-000000000001';
    await (await fetch(`${base}/replays/${id}/control`)).text();
    const labels = Object.keys(await counts());
    expect(labels).toContain('GET /replays/:replayId/control 2xx');
    expect(labels.join(' ')).not.toContain(id);
  });
});
