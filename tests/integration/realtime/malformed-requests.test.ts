import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, requestLine } from '../../support/raw-http.ts';
import { createTestRedis } from '../../support/redis.ts';
import { type StartedRealtime, startRealtime, testKeys } from './realtime-harness.ts';

/*
 * Request targets that fetch would never send, as raw bytes, on plain HTTP and on the WebSocket handshake:
 * the realtime server answers each with a French error and goes on serving.
 */

const redis = createTestRedis();
let realtime: StartedRealtime;
let port: number;
beforeAll(async () => {
  realtime = await startRealtime(redis, testKeys(redis));
  port = Number(new URL(realtime.httpUrl).port);
});
afterAll(async () => {
  await realtime?.close();
  await redis.cleanup();
});

async function stillServing(): Promise<void> {
  const answer = await rawRequest(port, requestLine('/health'));
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok' });
}

describe('malformed request targets on the realtime server', () => {
  it.each(['http://[', '*'])('%s is a 400 in French and the server keeps serving', async (target) => {
    const answer = await rawRequest(port, requestLine(target));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Adresse mal formée' });
    await stillServing();
  });

  it.each(['http://[', '*'])(
    'a handshake on %s is a 400 in French and the server keeps serving',
    async (target) => {
      const answer = await rawRequest(port, requestLine(target, { upgrade: true }));
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ error: 'Adresse mal formée' });
      await stillServing();
    },
  );

  it.each(['//', '/%', '/socket%ff'])('%s is a 404 in French, on HTTP and on a handshake', async (target) => {
    const answer = await rawRequest(port, requestLine(target));
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body).error).toMatch(/^Ressource introuvable/);
    const handshake = await rawRequest(port, requestLine(target, { upgrade: true }));
    expect(handshake.status).toBe(404);
    await stillServing();
  });

  it('takes a handshake in absolute form for its path', async () => {
    const answer = await rawRequest(port, requestLine(`http://127.0.0.1:${port}/socket`, { upgrade: true }));
    expect(answer.status).toBe(101);
    await stillServing();
  });
});
