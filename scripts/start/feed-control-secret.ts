import { randomBytes } from 'node:crypto';

/**
 * The feed's /control and /replays answer only to FEED_CONTROL_SECRET, which ingest sends to steer the
 * replays. When none is configured, `npm start` makes one for this run only (the repository holds no
 * secret), passes it to every service and says it, so that the replay can be steered by hand.
 */
export function feedControlSecretFor(env: NodeJS.ProcessEnv): { env: NodeJS.ProcessEnv; line: string } {
  if (env.FEED_CONTROL_SECRET) {
    return {
      env,
      line: 'secret de pilotage du rejeu (Authorization: Bearer) : celui de FEED_CONTROL_SECRET',
    };
  }
  const secret = randomBytes(24).toString('base64url');
  return {
    env: { ...env, FEED_CONTROL_SECRET: secret },
    line: `secret de pilotage du rejeu (Authorization: Bearer) : ${secret}, fait pour ce lancement (FEED_CONTROL_SECRET pour en fixer un)`,
  };
}
