import {
  databaseNameOf,
  pingPostgres,
  pingRedis,
  type RedisTarget,
  readConfig,
  redactUrl,
  redisTargetOf,
  redisVariables,
  withRedisSentinelCheck,
} from '@lemans/platform';
import { z } from 'zod';

/** Where the services will find Redis, read as they read it, so that the check asks the same server. */
export function readRedisTarget(env: NodeJS.ProcessEnv): RedisTarget {
  return redisTargetOf(readConfig(withRedisSentinelCheck(z.object(redisVariables())), env));
}

/** Problems with Postgres and Redis, each saying how to fix it; empty when both answer. */
export async function checkBackingServices(databaseUrl: string, target: RedisTarget): Promise<string[]> {
  const [postgres, redis] = await Promise.all([pingPostgres(databaseUrl), pingRedis(target)]);
  const problems: string[] = [];
  if (postgres !== null) {
    problems.push(
      [
        `PostgreSQL ne répond pas (${redactUrl(databaseUrl)}, base ${databaseNameOf(databaseUrl)}) : ${postgres}`,
        'Démarrez-le, par exemple :',
        '  pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
        '  ou : docker compose up -d postgres',
        'ou indiquez un autre serveur avec DATABASE_URL.',
      ].join('\n'),
    );
  }
  if (redis !== null) {
    problems.push(
      [
        `Redis ne répond pas (${whereRedis(target)}) : ${redis}`,
        'Démarrez-le, par exemple :',
        '  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no',
        '  ou : docker compose up -d redis',
        'ou indiquez un autre serveur avec REDIS_URL.',
      ].join('\n'),
    );
  }
  return problems;
}

function whereRedis(target: RedisTarget): string {
  const { sentinel } = target;
  if (!sentinel) return redactUrl(target.url);
  const sentinels = sentinel.sentinels.map(({ host, port }) => `${host}:${port}`).join(', ');
  return `groupe ${sentinel.name} des sentinelles ${sentinels}`;
}
