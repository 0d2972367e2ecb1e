import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../support/free-port.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { hostsAccepting, nonLoopbackAddresses } from './reachability.ts';

/**
 * A service started without HOST is reachable from this machine only: the feed's control, the socket and
 * the site are exposed to a network only when an operator says so. (The site server, which needs the built
 * pages, is checked by npm-start.test.ts; every service is, there, as `npm start` runs them.)
 */

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
const others = nonLoopbackAddresses();
if (others.length === 0) console.warn('aucune adresse hors boucle locale : écoute par défaut non vérifiée');

let redis: TestRedis;
const children: ChildProcess[] = [];

beforeAll(() => {
  redis = createTestRedis();
});

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }
  await redis?.cleanup();
});

/** Starts a service's main.ts with `env` and HOST unset, and waits until `healthPath` answers on the loopback. */
async function startService(entry: string, env: Record<string, string>, port: number, healthPath: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repositoryRoot,
    env: { ...process.env, HOST: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`${entry} s'est arrêté (code ${child.exitCode})`);
    const answered = await fetch(`http://127.0.0.1:${port}${healthPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await sleep(100);
  }
  throw new Error(`${entry} ne répond pas sur le port ${port}`);
}

describe.skipIf(others.length === 0)('a service started without HOST', () => {
  it('the feed listens on 127.0.0.1 only', async () => {
    const port = await freePort();
    await startService(
      'services/feed/src/main.ts',
      { FEED_PORT: String(port), DATABASE_URL: '' },
      port,
      '/health',
    );
    expect(await hostsAccepting(['127.0.0.1', ...others], port)).toEqual(['127.0.0.1']);
  });

  it('the realtime server listens on 127.0.0.1 only', async () => {
    const port = await freePort();
    await startService(
      'services/realtime/src/main.ts',
      { REALTIME_PORT: String(port), REDIS_URL: inject('redisUrl'), REDIS_PREFIX: redis.prefix },
      port,
      '/health',
    );
    expect(await hostsAccepting(['127.0.0.1', ...others], port)).toEqual(['127.0.0.1']);
  });
});
