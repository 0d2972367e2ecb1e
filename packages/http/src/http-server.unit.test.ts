import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHttpServer } from './http-server.ts';
import { closeServer, listening } from './server-lifecycle.ts';

/** What nginx keeps its idle connections to the services (deploy/nginx, keepalive_timeout). */
const NGINX_IDLE_S = 60;

const server = createHttpServer((_req, res) => res.end('ok'));
let url = '';

beforeAll(async () => {
  await listening(server.listen(0, '127.0.0.1'));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => closeServer(server));

it('tells its clients it keeps an idle connection longer than nginx and they keep it', async () => {
  const response = await fetch(url);
  await response.text();
  const announced = Number(/timeout=(\d+)/.exec(response.headers.get('keep-alive') ?? '')?.[1]);
  expect(announced).toBeGreaterThan(NGINX_IDLE_S);
  // A request's headers are given longer than the idle deadline, as in Node's own defaults.
  expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
});
