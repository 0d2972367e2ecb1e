import { redactUrl } from '@lemans/platform';
import { migrateToLatest } from './migrate-to-latest.ts';

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/lemans';

try {
  const applied = await migrateToLatest(url);
  if (applied.length === 0) console.log('Aucune migration en attente');
  for (const name of applied) console.log(`Migration appliquée : ${name}`);
} catch (error) {
  console.error(`Migration impossible sur ${redactUrl(url)} : ${describe(error)}`);
  process.exitCode = 1;
}

// A refused connection to "localhost" is an AggregateError (IPv4 and IPv6) with an empty message.
function describe(error: unknown): string {
  if (error instanceof AggregateError && !error.message) return error.errors.map(describe).join(' ; ');
  return error instanceof Error ? error.message : String(error);
}
