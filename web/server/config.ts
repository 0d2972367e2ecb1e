import { envHost, envLogLevel, envPort, envTrustProxy, envUrl, readConfig } from '@lemans/platform';
import { z } from 'zod';

/** The site's single origin: the built pages, with /api and /socket passed on to their services. */
export function loadWebConfig(env: NodeJS.ProcessEnv = process.env) {
  return readConfig(
    z.object({
      PORT: envPort().default(8080),
      HOST: envHost(),
      API_URL: envUrl(['http', 'https']).default(`http://127.0.0.1:${env.API_PORT || 4020}`),
      REALTIME_URL: envUrl(['ws', 'http']).default(`ws://127.0.0.1:${env.REALTIME_PORT || 4030}`),
      /** Proxies in front of the site besides the loopback, e.g. the production reverse proxy. */
      TRUST_PROXY: envTrustProxy(),
      LOG_LEVEL: envLogLevel(),
    }),
    env,
  );
}
