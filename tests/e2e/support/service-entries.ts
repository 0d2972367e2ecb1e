/** The services of the site, each a process of its own, and the source file it starts from. */
export type ServiceName = 'feed' | 'ingest' | 'api' | 'realtime' | 'web';

export const SERVICE_ENTRIES: Record<ServiceName, string> = {
  feed: 'services/feed/src/main.ts',
  ingest: 'services/ingest/src/main.ts',
  api: 'services/api/src/main.ts',
  realtime: 'services/realtime/src/main.ts',
  web: 'web/server/main.ts',
};
