import { envUrl, readConfig } from '@lemans/platform';
import { z } from 'zod';

/** The ingest service's settings, read once from the environment. */
export function loadIngestConfig(env: NodeJS.ProcessEnv = process.env) {
  return readConfig(
    z.object({
      DATABASE_URL: envUrl(['postgres', 'postgresql']).default('postgres://postgres@127.0.0.1:5432/lemans'),
      LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    }),
    env,
  );
}

export type IngestConfig = ReturnType<typeof loadIngestConfig>;
