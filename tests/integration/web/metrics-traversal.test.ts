import { MALFORMED_TARGET } from '@lemans/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, requestLine } from '../../support/raw-http.ts';
import { createTestRedis } from '../../support/redis.ts';
import { TRAVERSAL_TARGETS } from '../../support/traversal-targets.ts';
import { apiUnderTest } from '../api/api-under-test.ts';
import { type StartedRealtime, startRealtime, testKeys } from '../realtime/realtime-harness.ts';
import { type StartedSite, startSite } from './site-harness.ts';

/**
 * The site server in front of a real API and a real realtime server, both serving their figures at /metrics
 * on the ports the site server reaches: no spelling of a path through /api or /socket gets them, and the
 * site serves no /metrics of its own.
 */

const t = apiUnderTest();
const redis = createTestRedis();
let realtime: StartedRealtime;
let site: StartedSite;

beforeAll(async () => {
  realtime = await startRealtime(redis, testKeys(redis));
  site = await startSite({ apiUrl: t.api.url, realtimeUrl: realtime.httpUrl.replace('http', 'ws') });
});

afterAll(async () => {
  await site?.close();
  await realtime?.close();
  await redis.cleanup();
});

describe("the services' figures behind the site server", () => {
  it('are served on the services’ own ports', async () => {
    expect(await (await fetch(`${t.api.url}/metrics`)).text()).toContain('# HELP lemans_');
    expect(await (await fetch(`${realtime.httpUrl}/metrics`)).text()).toContain('# HELP lemans_');
  });

  it.each(TRAVERSAL_TARGETS)('are never reached through the site server as %s', async (target) => {
    for (const upgrade of [false, true]) {
      const answer = await rawRequest(site.port, requestLine(target, { upgrade }));
      expect([400, 404], `${upgrade ? 'handshake' : 'GET'} ${target}`).toContain(answer.status);
      expect(answer.body).not.toContain('# HELP');
    }
  });

  it('says why in French', async () => {
    const answer = await rawRequest(site.port, requestLine('/api/%2e%2e/metrics'));
    expect(answer.status).toBe(400);
    expect(answer.body).toBe(MALFORMED_TARGET);
  });

  it('still passes plain paths on, their queries as they are', async () => {
    expect((await fetch(`${site.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${site.url}/api/health?from=..%2fmetrics`)).status).toBe(200);
    expect((await fetch(`${site.url}/live/classement`)).status).toBe(200);
  });
});
