import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StartedNginx, startNginx } from '../../support/nginx.ts';
import { rawRequest, requestLine } from '../../support/raw-http.ts';
import { createTestRedis } from '../../support/redis.ts';
import { TRAVERSAL_TARGETS } from '../../support/traversal-targets.ts';
import { apiUnderTest } from '../api/api-under-test.ts';
import { type StartedRealtime, startRealtime, testKeys } from '../realtime/realtime-harness.ts';

/**
 * The production proxy in front of a real API and a real realtime server, both serving their figures at
 * /metrics on the ports the proxy reaches: no spelling of a path through /api or /socket gets them.
 */

const t = apiUnderTest();
const redis = createTestRedis();
let realtime: StartedRealtime;
let proxy: StartedNginx;
let site: string;

beforeAll(async () => {
  realtime = await startRealtime(redis, testKeys(redis));
  site = await mkdtemp(join(tmpdir(), 'lemans-site-'));
  await writeFile(
    join(site, 'index.html'),
    '<!doctype html><html lang="fr"><title>Le Mans live</title></html>',
  );
  proxy = await startNginx({
    siteRoot: site,
    api: [new URL(t.api.url).host],
    realtime: [new URL(realtime.httpUrl).host],
  });
});

afterAll(async () => {
  await proxy?.stop();
  await realtime?.close();
  await redis.cleanup();
  await rm(site, { recursive: true, force: true });
});

describe("the services' figures behind the proxy", () => {
  it('are served on the services’ own ports', async () => {
    expect(await (await fetch(`${t.api.url}/metrics`)).text()).toContain('# HELP lemans_');
    expect(await (await fetch(`${realtime.httpUrl}/metrics`)).text()).toContain('# HELP lemans_');
  });

  it.each(TRAVERSAL_TARGETS)('are never reached through the proxy as %s', async (target) => {
    for (const upgrade of [false, true]) {
      const answer = await rawRequest(proxy.port, requestLine(target, { upgrade }));
      expect([400, 404], `${upgrade ? 'handshake' : 'GET'} ${target}`).toContain(answer.status);
      expect(answer.body).not.toContain('# HELP');
    }
  });

  it('says why in French', async () => {
    const answer = await rawRequest(proxy.port, requestLine('/api/%2e%2e/metrics'));
    expect(answer.status).toBe(400);
    expect(answer.body).toBe('Adresse mal formée');
    const figures = await rawRequest(proxy.port, requestLine('/metrics'));
    expect(figures.status).toBe(404);
    expect(figures.body).toBe('Ressource introuvable');
  });

  it('still passes plain paths on', async () => {
    expect((await fetch(`${proxy.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${proxy.url}/live/classement`)).status).toBe(200);
  });
});
