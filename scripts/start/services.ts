/** What `npm start` runs, in start order: each service's entry point, run with tsx, and what to open. */
export interface ServiceSpec {
  name: string;
  entry: string;
  /** Addresses worth opening, for the start-up message; `env` has gone through `withLocalFeed`. */
  links(env: NodeJS.ProcessEnv): string[];
}

const local = (port: string | undefined, fallback: number) => `127.0.0.1:${port || fallback}`;
/** Where a service serves its figures for Prometheus: its own port, never the site's. */
const metrics = (port: string | undefined, fallback: number) =>
  `  mesures (Prometheus) : http://${local(port, fallback)}/metrics`;

/** Ingest's three addresses of our feed served at `base`: the live document, the replay channels, the catalogue. */
export function ourFeedAt(base: string) {
  return {
    ORGANISER_FEED_URL: `${base}/live/WEC/data.json`,
    REPLAY_FEED_URL: base,
    CATALOGUE_URL: `${base}/catalogue`,
  };
}

/**
 * The environment with ingest pointed at the feed this run starts, on FEED_PORT, for each address the
 * operator did not set (to poll the organiser's own feed while replays and the catalogue stay on ours, say).
 */
export function withLocalFeed(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const ours = ourFeedAt(`http://${local(env.FEED_PORT, 4010)}`);
  return {
    ...env,
    ORGANISER_FEED_URL: env.ORGANISER_FEED_URL || ours.ORGANISER_FEED_URL,
    REPLAY_FEED_URL: env.REPLAY_FEED_URL || ours.REPLAY_FEED_URL,
    CATALOGUE_URL: env.CATALOGUE_URL || ours.CATALOGUE_URL,
  };
}

export const SERVICES: readonly ServiceSpec[] = [
  {
    name: 'feed',
    entry: 'services/feed/src/main.ts',
    links: (env) => {
      const base = `http://${local(env.FEED_PORT, 4010)}`;
      return [
        `flux organisateur : ${base}/live/WEC/data.json`,
        `pilotage du rejeu : ${base}/control`,
        metrics(env.FEED_PORT, 4010),
      ];
    },
  },
  {
    name: 'realtime',
    entry: 'services/realtime/src/main.ts',
    links: (env) => [
      `temps réel (WebSocket) : ws://${local(env.REALTIME_PORT, 4030)}/socket`,
      metrics(env.REALTIME_PORT, 4030),
    ],
  },
  {
    name: 'api',
    entry: 'services/api/src/main.ts',
    links: (env) => [
      `classement en direct : http://${local(env.API_PORT, 4020)}/api/live`,
      metrics(env.API_PORT, 4020),
    ],
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
      `ingestion : relève ${env.ORGANISER_FEED_URL} toutes les ${env.POLL_INTERVAL_MS || 3000} ms`,
      `rediffusions et catalogue : ${env.REPLAY_FEED_URL}, ${env.CATALOGUE_URL}`,
      metrics(env.INGEST_PORT, 4040),
    ],
  },
];
