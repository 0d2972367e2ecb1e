import { databaseNameOf, pingPostgres, pingRedis, redactUrl } from '@lemans/platform';

/** Problems with Postgres and Redis, each saying how to fix it; empty when both answer. */
export async function checkBackingServices(databaseUrl: string, redisUrl: string): Promise<string[]> {
  const [postgres, redis] = await Promise.all([pingPostgres(databaseUrl), pingRedis(redisUrl)]);
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
        `Redis ne répond pas (${redactUrl(redisUrl)}) : ${redis}`,
        'Démarrez-le, par exemple :',
        '  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no',
        '  ou : docker compose up -d redis',
        'ou indiquez un autre serveur avec REDIS_URL.',
      ].join('\n'),
    );
  }
  return problems;
}
