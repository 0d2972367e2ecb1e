/**
 * `npm start`: the whole site on one machine. Checks that Postgres and Redis answer, migrates, then runs
 * every service as a child process with prefixed output; Ctrl-C stops them all cleanly.
 */
import { migrateToLatest } from '@lemans/migrations';
import { readConfigOrExit } from '@lemans/platform';
import { adminPasswordFor } from './start/admin-password.ts';
import { checkBackingServices, readRedisTarget } from './start/backing-services.ts';
import { buildSite } from './start/build-site.ts';
import { feedControlSecretFor } from './start/feed-control-secret.ts';
import { SERVICES, withLocalFeed } from './start/services.ts';
import { superviseServices } from './start/supervise.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lemans';
const redis = readConfigOrExit(() => readRedisTarget(process.env));

const problems = await checkBackingServices(databaseUrl, redis);
if (problems.length > 0) {
  console.error(problems.join('\n\n'));
  process.exit(1);
}
const applied = await migrateToLatest(databaseUrl);
console.log(applied.length > 0 ? `Migrations appliquées : ${applied.join(', ')}` : 'Base de données à jour');

await buildSite();
const admin = adminPasswordFor({ ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redis.url });
const control = feedControlSecretFor(admin.env);
const env = withLocalFeed(control.env);
const links = [...SERVICES.flatMap((service) => service.links(env)), control.line, admin.line];
console.log(['Le Mans live démarre (Ctrl-C pour tout arrêter) :', ...links].join('\n  '));
const exitCode = await superviseServices(SERVICES, env);
process.exit(exitCode);
