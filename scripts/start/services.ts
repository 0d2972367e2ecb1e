/** What `npm start` runs, in start order: each service's entry point, run with tsx, and what to open. */
export interface ServiceSpec {
  name: string;
  entry: string;
  /** Addresses worth opening, for the start-up message. */
  links(env: NodeJS.ProcessEnv): string[];
}

export const SERVICES: readonly ServiceSpec[] = [
  {
    name: 'feed',
    entry: 'services/feed/src/main.ts',
    links: (env) => {
      const base = `http://127.0.0.1:${env.FEED_PORT || 4010}`;
      return [`flux organisateur : ${base}/live/WEC/data.json`, `pilotage du rejeu : ${base}/control`];
    },
  },
];
