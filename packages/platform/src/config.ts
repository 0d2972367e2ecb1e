import { isIP } from 'node:net';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';
import { LOG_LEVELS } from './logger.ts';
import { PostgresUrlError, parsePostgresUrl, postgresHostsOf } from './postgres-url.ts';

type Env = Readonly<Record<string, string | undefined>>;

export type DeepReadonly<T> = T extends (infer Item)[]
  ? readonly DeepReadonly<Item>[]
  : T extends Date | RegExp | ((...args: never[]) => unknown)
    ? T
    : T extends object
      ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> }
      : T;

export interface ConfigProblem {
  variable: string;
  problem: string;
}

export class ConfigError extends Error {
  readonly problems: readonly ConfigProblem[];

  constructor(problems: readonly ConfigProblem[]) {
    super(['Configuration invalide :', ...problems.map((p) => `- ${p.variable} : ${p.problem}`)].join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * Validates the environment once at start-up and reports every bad variable in a single error,
 * so an operator fixes them all in one go instead of one per restart.
 * An empty variable counts as unset: shells and compose files produce `NAME=` for "no value".
 */
export function readConfig<Schema extends z.ZodObject>(
  schema: Schema,
  env: Env = process.env,
): DeepReadonly<z.output<Schema>> {
  const input: Record<string, string> = {};
  for (const variable of Object.keys(schema.shape)) {
    const value = env[variable];
    if (value !== undefined && value !== '') input[variable] = value;
  }
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const variable = String(issue.path[0]);
        // A custom issue on an unset variable says itself why it is needed (one variable of a pair, say).
        const told = variable in input || issue.code === 'custom';
        return { variable, problem: told ? issue.message : 'variable obligatoire absente' };
      }),
    );
  }
  return deepFreeze(result.data) as DeepReadonly<z.output<Schema>>;
}

/**
 * The settings `read` returns, or the process ends with code 1 after printing the French list of
 * problems: a configuration mistake is the operator's to fix, not a stack trace to read.
 */
export function readConfigOrExit<Config>(read: () => Config): Config {
  try {
    return read();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A TCP port, from its decimal text. */
export function envPort() {
  return z.coerce
    .number({ error: 'doit être un numéro de port' })
    .int({ error: 'doit être un nombre entier' })
    .min(1, { error: 'doit être compris entre 1 et 65535' })
    .max(65535, { error: 'doit être compris entre 1 et 65535' });
}

/** A strictly positive integer (a count, a size, a delay in ms). */
export function envPositiveInt() {
  return z.coerce
    .number({ error: 'doit être un nombre' })
    .int({ error: 'doit être un nombre entier' })
    .positive({ error: 'doit être strictement positif' });
}

/** An absolute URL, optionally restricted to some schemes (without the colon: `postgres`, `redis`). */
export function envUrl(protocols?: readonly string[]) {
  const url = z.url({ error: 'doit être une URL absolue', abort: true });
  if (!protocols) return url;
  const expected = protocols.map((protocol) => `${protocol}:`);
  return url.refine((value) => expected.includes(new URL(value).protocol), {
    error: `doit commencer par ${protocols.map((protocol) => `${protocol}://`).join(' ou ')}`,
  });
}

/**
 * A PostgreSQL URL, libpq style: one server, or several separated by commas
 * (`postgres://user@host1:5433,host2:5434/lemans`), of which the services use the one that accepts writes.
 * Every mistake in it is reported in the one message, with the database it must name.
 */
export function envPostgresUrl() {
  return z.string().superRefine((value, context) => {
    const problems: string[] = [];
    try {
      postgresHostsOf(value);
      if (parsePostgresUrl(value).pathname.length <= 1) problems.push('doit nommer une base (/lemans)');
    } catch (error) {
      problems.push(
        error instanceof PostgresUrlError ? error.message : 'doit être une URL postgres:// valide',
      );
    }
    if (problems.length > 0) context.addIssue({ code: 'custom', message: problems.join(' ; ') });
  });
}

/** A flag written `true`/`false` or `1`/`0`; anything else is a mistake worth reporting. */
export function envBoolean() {
  return z
    .enum(['true', 'false', '1', '0'], { error: 'doit valoir true, false, 1 ou 0' })
    .transform((value) => value === 'true' || value === '1');
}

/** How much a service logs (LOG_LEVEL): one of pino's levels, `info` unless told. */
export function envLogLevel() {
  return z
    .enum(LOG_LEVELS, {
      error: `doit valoir ${LOG_LEVELS.slice(0, -1).join(', ')} ou ${LOG_LEVELS.at(-1)}`,
    })
    .default('info');
}

/** The address a service listens on: the loopback unless told, so that nothing is reachable by accident. */
export function envHost() {
  return z
    .string()
    .trim()
    .refine((value) => isIP(value) !== 0 || /^[A-Za-z0-9.-]{1,253}$/.test(value), {
      error: "doit être une adresse IP ou un nom d'hôte (0.0.0.0 pour toutes les interfaces)",
    })
    .default('127.0.0.1');
}

/**
 * The proxies whose X-Forwarded-For and X-Forwarded-Proto are believed, in express's `trust proxy` words:
 * comma-separated `loopback`, `linklocal`, `uniquelocal`, addresses or CIDR ranges. The loopback (the site
 * server on the same host) is always trusted; anything else must be named, or any visitor could pick a
 * fresh address per request with a forged header.
 */
export function envTrustProxy() {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    )
    .refine(
      (items) => {
        try {
          proxyAddr.compile(items);
          return true;
        } catch {
          return false;
        }
      },
      { error: 'doit lister loopback, linklocal, uniquelocal, des adresses IP ou des plages CIDR' },
    )
    .transform((items) => [...new Set(['loopback', ...items])])
    .default(['loopback']);
}

/**
 * A secret shared between services, sent in an HTTP header: printable ASCII without spaces, and long
 * enough that it cannot be guessed (`openssl rand -base64 24` makes one).
 */
export function envSecret(minLength = 16) {
  return z
    .string()
    .regex(/^[\x21-\x7E]*$/, { error: 'doit être fait de caractères ASCII visibles, sans espace' })
    .min(minLength, {
      error: `doit compter au moins ${minLength} caractères (openssl rand -base64 24 en fait un)`,
    });
}
