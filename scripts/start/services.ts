/** What `npm start` runs, in start order: each service's entry point, run with tsx, and what to open. */
export interface ServiceSpec {
  name: string;
  entry: string;
  /** Addresses worth opening, for the start-up message. */
  links(env: NodeJS.ProcessEnv): string[];
}

const local = (port: string | undefined, fallback: number) => `127.0.0.1:${port || fallback}`;

export const SERVICES: readonly ServiceSpec[] = [
  {
    name: 'feed',
    entry: 'services/feed/src/main.ts',
    links: (env) => {
      const base = `http://${local(env.FEED_PORT, 4010)}`;
      return [`flux organisateur : ${base}/live/WEC/data.json`, `pilotage du rejeu : ${base}/control`];
    },
  },
  {
    name: 'realtime',
    entry: 'services/realtime/src/main.ts',
    links: (env) => [`temps réel (WebSocket) : ws://${local(env.REALTIME_PORT, 4030)}/socket`],
  },
  {
    name: 'api',
    entry: 'services/api/src/main.ts',
    links: (env) => [`classement en direct : http://${local(env.API_PORT, 4020)}/api/live`],
  },
  {
    name: 'web',
    entry: 'web/server/main.ts',
    links: (env) => [`le site : http://${local(env.PORT, 8080)}`],
  },
  {
    name: 'ingest',
    entry: 'services/ingest/src/main.ts',
    links: (env) => [
      `ingestion : relève ${env.ORGANISER_FEED_URL || 'le flux local'} toutes les ${env.POLL_INTERVAL_MS || 3000} ms`,
    ],
  },
];
