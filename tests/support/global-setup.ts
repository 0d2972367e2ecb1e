import { migrateToLatest } from '@lemans/migrations';
import { withDatabaseName } from '@lemans/platform';
import type { TestProject } from 'vitest/node';
import { createDatabase, dropDatabase, dropDatabasesStartingWith } from './postgres-admin.ts';
import { resolveServices } from './services.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of the test Postgres server; databases are created beside it. */
    postgresUrl: string;
    /** The migrated database every test database is cloned from. */
    templateDatabase: string;
    /** Names of this run's databases start with it, so the run can drop them all at the end. */
    databasePrefix: string;
    redisUrl: string;
  }
}

interface TestRun {
  postgresUrl: string;
  redisUrl: string;
  databasePrefix: string;
  templateDatabase: string;
  stop(): Promise<void>;
}

/*
 * The integration and e2e projects both use this setup within one vitest process: they share one
 * run (services, template) through a reference count kept on globalThis, and the last one to
 * finish cleans up. Names carry the process id so that runs started side by side on the same
 * server never drop each other's databases.
 */
const shared = globalThis as { lemansTestRun?: { users: number; run: Promise<TestRun> } };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.lemansTestRun ??= { users: 0, run: startRun() };
  shared.lemansTestRun.users += 1;
  const run = await shared.lemansTestRun.run;
  project.provide('postgresUrl', run.postgresUrl);
  project.provide('templateDatabase', run.templateDatabase);
  project.provide('databasePrefix', run.databasePrefix);
  project.provide('redisUrl', run.redisUrl);
  return async () => {
    const entry = shared.lemansTestRun;
    if (!entry || --entry.users > 0) return;
    shared.lemansTestRun = undefined;
    await run.stop();
  };
}

async function startRun(): Promise<TestRun> {
  const services = await resolveServices();
  const databasePrefix = `lemans_test_${process.pid}_`;
  const templateDatabase = `${databasePrefix}template`;
  // Recreated on every run so that the template always has the current migrations.
  await dropDatabase(services.postgresUrl, templateDatabase);
  await createDatabase(services.postgresUrl, templateDatabase);
  try {
    await migrateToLatest(withDatabaseName(services.postgresUrl, templateDatabase));
  } catch (error) {
    await dropDatabase(services.postgresUrl, templateDatabase);
    await services.stop();
    throw error;
  }
  return {
    postgresUrl: services.postgresUrl,
    redisUrl: services.redisUrl,
    databasePrefix,
    templateDatabase,
    stop: async () => {
      await dropDatabasesStartingWith(services.postgresUrl, databasePrefix);
      await services.stop();
    },
  };
}
