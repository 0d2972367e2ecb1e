import { randomBytes } from 'node:crypto';

/**
 * The admin area needs a password. When none is configured, `npm start` makes one for this run only (the
 * repository holds no secret), passes it to the API and says it, so that the demo's admin area can be opened.
 */
export function adminPasswordFor(env: NodeJS.ProcessEnv): { env: NodeJS.ProcessEnv; line: string } {
  const site = `http://127.0.0.1:${env.PORT || 8080}/admin`;
  if (env.ADMIN_PASSWORD_HASH)
    return { env, line: `administration : ${site} (mot de passe de ADMIN_PASSWORD_HASH)` };
  if (env.ADMIN_PASSWORD) return { env, line: `administration : ${site} (mot de passe de ADMIN_PASSWORD)` };
  const password = randomBytes(12).toString('base64url');
  return {
    env: { ...env, ADMIN_PASSWORD: password },
    line: `administration : ${site}, mot de passe de ce lancement : ${password} (ADMIN_PASSWORD_HASH pour en fixer un)`,
  };
}
