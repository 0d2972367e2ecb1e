import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parseRaceTime } from '@lemans/contract/timing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SERVICES } from '../../../scripts/start/services.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { freePort } from '../../support/free-port.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { hostsAccepting, nonLoopbackAddresses } from './reachability.ts';

const run = promisify(execFile);
const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Ports and keys of this test's own, so that a running site on the same machine is left alone. */
async function isolated(databaseUrl: string) {
  const [feed, api, realtime, web, ingest] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  return {
    feedPort: feed,
    apiPort: api,
    otherPorts: [realtime, web, ingest],
    env: {
      DATABASE_URL: databaseUrl,
      FEED_PORT: String(feed),
      API_PORT: String(api),
      REALTIME_PORT: String(realtime),
      PORT: String(web),
      INGEST_PORT: String(ingest),
      REDIS_PREFIX: redis.prefix,
      POLL_INTERVAL_MS: '1000',
    },
  };
}

function npmStart(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  let output = '';
  // Its own process group, as in a terminal, so that Ctrl-C can be sent to the whole group.
  const child = spawn('npm', ['start'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      ADMIN_PASSWORD: '',
      ADMIN_PASSWORD_HASH: '',
      FEED_CONTROL_SECRET: '',
      HOST: '',
      ...env,
    },
    detached: true,
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

/** What each service logs once it is up and handles stop signals. */
const READY: Record<string, string> = {
  '[feed]': 'flux organisateur prêt',
  '[realtime]': 'serveur temps réel prêt',
  '[api]': 'API prête',
  '[web]': 'site prêt',
  '[ingest]': 'ingestion démarrée',
};

function allReady(output: string): boolean {
  const lines = output.split('\n');
  return Object.entries(READY).every(([service, message]) =>
    lines.some((line) => line.startsWith(service) && line.includes(message)),
  );
}

/** The first message a page of `origin` receives on the socket after joining the live session. */
function socketMessage(url: string, origin: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { origin });
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`aucun message sur ${url} depuis ${origin}`));
    }, 20_000);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'join-live' })));
    socket.once('message', (data) => {
      clearTimeout(timer);
      socket.close();
      resolve(String(data));
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits until every process of the group has ended and everything they wrote has been read: `close`
 * comes once the last holder of the output pipe is gone and the pipe is drained, whereas `exit` (npm's
 * own) can come while the services' last lines are still unread. Gives up after 20 s, which the
 * assertions that follow then report.
 */
async function groupEnded(child: ChildProcess): Promise<void> {
  await Promise.race([once(child, 'close'), sleep(20_000)]);
  for (let attempt = 0; attempt < 50 && groupAlive(child.pid as number); attempt++) await sleep(100);
}

/** The node processes of `npm start`'s process group running the entry points under `entry`. */
async function servicePids(group: number, entry: string): Promise<number[]> {
  const { stdout } = await run('pgrep', ['-g', String(group), '-f', `node .*${entry}`]).catch(() => ({
    stdout: '',
  }));
  return stdout
    .split('\n')
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);
}

let redis: TestRedis;
const SERVICE_COUNT = SERVICES.length;

describe('npm start', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    redis = createTestRedis();
  });
  afterAll(async () => {
    await redis.cleanup();
    await database.drop();
  });

  it('migrates, serves the 2025 race from 23:45:00 at real speed through every service, and stops cleanly on Ctrl-C', async () => {
    const { feedPort: port, apiPort, otherPorts, env } = await isolated(database.url);
    const { child, output } = npmStart(env);
    try {
      let snapshot: { params: { elapsedTime: number; eventName: string }; entries: unknown[] } | null = null;
      // The site is built before the services start: some 25 s on two busy cores.
      for (let attempt = 0; attempt < 450 && !snapshot; attempt++) {
        await sleep(200);
        snapshot = await fetch(`http://127.0.0.1:${port}/live/WEC/data.json`).then(
          (response) => response.json() as Promise<NonNullable<typeof snapshot>>,
          () => null,
        );
      }
      expect(snapshot, output()).not.toBeNull();
      expect(snapshot?.params.eventName).toBe('24 Heures du Mans 2025');
      expect(snapshot?.entries).toHaveLength(62);
      const start = parseRaceTime('23:45:00') as number;
      expect(snapshot?.params.elapsedTime).toBeGreaterThanOrEqual(start / 1000);
      expect(snapshot?.params.elapsedTime).toBeLessThan(start / 1000 + 60);
      expect(output()).toContain(`http://127.0.0.1:${port}/live/WEC/data.json`);
      // Ingest is pointed at the feed of the run, on its port, without being told.
      expect(output()).toContain(`ingestion : relève http://127.0.0.1:${port}/live/WEC/data.json`);
      expect(output()).toContain(
        `rediffusions et catalogue : http://127.0.0.1:${port}, http://127.0.0.1:${port}/catalogue`,
      );
      // Ingest polls the feed and the API serves what it stored.
      let live: { data: { participant_number: string }[] } | null = null;
      for (let attempt = 0; attempt < 150 && !live?.data.length; attempt++) {
        await sleep(200);
        live = await fetch(`http://127.0.0.1:${apiPort}/api/live`).then(
          (response) => (response.ok ? (response.json() as Promise<NonNullable<typeof live>>) : null),
          () => null,
        );
      }
      expect(live?.data, output()).toHaveLength(62);
      // The site's pages, on whatever port it was given, open the socket through it and receive the race.
      const sitePort = otherPorts[1] as number;
      const firstMessage = await socketMessage(
        `ws://127.0.0.1:${sitePort}/socket`,
        `http://127.0.0.1:${sitePort}`,
      );
      expect(firstMessage, output()).toMatch(/^\{"type":"live-update"/);
      // No password configured: one is made for this run, said, and opens the admin area.
      const password = /mot de passe de ce lancement : ([A-Za-z0-9_-]{16}) /.exec(output())?.[1];
      expect(password, output()).toBeDefined();
      const login = await fetch(`http://127.0.0.1:${apiPort}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password }),
      });
      expect(login.status).toBe(200);
      // No control secret configured either: one is made for this run, said, and alone opens /control.
      const secret = /secret de pilotage du rejeu \(Authorization: Bearer\) : ([A-Za-z0-9_-]{32}),/.exec(
        output(),
      )?.[1];
      expect(secret, output()).toBeDefined();
      expect((await fetch(`http://127.0.0.1:${port}/control`)).status).toBe(401);
      const control = await fetch(`http://127.0.0.1:${port}/control`, {
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(control.status).toBe(200);
      // Without HOST every service is reachable from this machine only.
      const hosts = ['127.0.0.1', ...nonLoopbackAddresses()];
      for (const servicePort of [port, apiPort, ...otherPorts]) {
        expect(await hostsAccepting(hosts, servicePort), `port ${servicePort}`).toEqual(['127.0.0.1']);
      }
    } finally {
      // A run that died on its own has no group left to signal: the failure to report is the one above.
      if (groupAlive(child.pid as number)) process.kill(-(child.pid as number), 'SIGINT');
    }
    // npm itself ends on the signal, like any program on Ctrl-C; what matters is that every service
    // closed cleanly and that nothing of the group is left running.
    await groupEnded(child);
    expect(groupAlive(child.pid as number), output()).toBe(false);
    expect(output()).toContain('"code":0,"msg":"arrêt terminé"');
    expect(output()).toContain('Arrêt des services');
    const applied = await database.db
      .selectFrom('kysely_migration' as never)
      .selectAll()
      .execute();
    expect(applied.length).toBeGreaterThan(0);
  }, 150_000);

  it('stops every service when npm alone receives SIGTERM, as a container stop does', async () => {
    const { env } = await isolated(database.url);
    const { child, output } = npmStart(env);
    // Every service must be up (each says so in its log) before the stop, or some would die before
    // installing their signal handlers. The site is built first: some 25 s on two busy cores.
    for (let attempt = 0; attempt < 900 && !allReady(output()); attempt++) await sleep(100);
    expect(allReady(output()), output()).toBe(true);
    child.kill('SIGTERM');
    await groupEnded(child);
    expect(groupAlive(child.pid as number), output()).toBe(false);
    expect(output()).toContain('"reason":"SIGTERM"');
    expect(output().match(/"code":0,"msg":"arrêt terminé"/g)).toHaveLength(SERVICE_COUNT);
  }, 150_000);

  it('starts again a service killed on its own, alone, and the others keep running', async () => {
    const { otherPorts, env } = await isolated(database.url);
    const realtimePort = otherPorts[0] as number;
    const { child, output } = npmStart(env);
    const group = child.pid as number;
    try {
      for (let attempt = 0; attempt < 900 && !allReady(output()); attempt++) await sleep(100);
      expect(allReady(output()), output()).toBe(true);
      const others = ['services/api/', 'services/ingest/', 'services/feed/', 'web/server/'];
      const before = await Promise.all(others.map((entry) => servicePids(group, entry)));
      const [realtime] = await servicePids(group, 'services/realtime/');
      expect(realtime, output()).toBeDefined();
      process.kill(realtime as number, 'SIGKILL');

      const restarted = () => (output().match(/\[realtime\] +.*serveur temps réel prêt/g) ?? []).length === 2;
      for (let attempt = 0; attempt < 600 && !restarted(); attempt++) await sleep(100);
      expect(output()).toContain('[realtime] arrêté de lui-même (SIGKILL) : redémarrage dans 1 s');
      expect(restarted(), output()).toBe(true);
      const [again] = await servicePids(group, 'services/realtime/');
      expect(again).toBeDefined();
      expect(again).not.toBe(realtime);
      // The new process serves the socket on the same port, and nobody else was touched.
      const message = await socketMessage(
        `ws://127.0.0.1:${realtimePort}/socket`,
        `http://127.0.0.1:${otherPorts[1]}`,
      );
      expect(message).toMatch(/^\{"type":"live-update"/);
      expect(await Promise.all(others.map((entry) => servicePids(group, entry)))).toEqual(before);
      expect(output()).not.toContain('Arrêt des services');
    } finally {
      process.kill(-group, 'SIGINT');
    }
    await groupEnded(child);
    expect(groupAlive(group), output()).toBe(false);
    expect(output().match(/"code":0,"msg":"arrêt terminé"/g)).toHaveLength(SERVICE_COUNT);
  }, 150_000);

  it('says how to start Redis when it does not answer, and starts nothing', async () => {
    const { child, output } = npmStart({
      DATABASE_URL: database.url,
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
    });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output()).toContain('Redis ne répond pas');
    expect(output()).toContain('redis-server --daemonize yes');
    expect(output()).not.toContain('[feed]');
  });

  it('says how to start PostgreSQL when it does not answer', async () => {
    const url = `postgres://postgres@127.0.0.1:${await freePort()}/lemans`;
    const { child, output } = npmStart({ DATABASE_URL: url });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output()).toContain('PostgreSQL ne répond pas');
    expect(output()).toContain('pg_ctlcluster');
  });
});
