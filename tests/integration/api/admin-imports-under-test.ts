import { createLogger } from '@lemans/platform';
import { afterAll, beforeAll } from 'vitest';
import {
  type ImportWorker,
  startImportWorker,
} from '../../../services/ingest/src/recordings/import-worker.ts';
import { type ApiUnderTest, apiUnderTest } from './api-under-test.ts';

const PASSWORD = 'un mot de passe de test';

export interface AdminImportsUnderTest {
  t: ApiUnderTest;
  /** The logged-in administrator's headers (session cookie and CSRF header), filled in by `beforeAll`. */
  admin: Record<string, string>;
  /** Stops the import worker: uploads from then on stay waiting. */
  stopImports(): Promise<void>;
}

/**
 * An API of the test file's own with an administrator logged in, and ingest's import worker on the file's
 * Redis keys, so that an upload is ingested as it is on the site.
 */
export function adminImportsUnderTest(): AdminImportsUnderTest {
  const t = apiUnderTest({ adminPassword: PASSWORD });
  const admin: Record<string, string> = {};
  let worker: ImportWorker | undefined;
  beforeAll(async () => {
    const login = await t.api.post('/api/admin/login', { password: PASSWORD });
    admin.cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;
    admin['x-admin-request'] = '1';
    worker = startImportWorker({
      db: t.database.db,
      connection: t.redis.connect('worker'),
      redisPrefix: t.redis.prefix,
      logger: createLogger('import-test', 'silent'),
    });
  });
  afterAll(() => worker?.close());
  return { t, admin, stopImports: async () => worker?.close() };
}
