/** One server of a PostgreSQL URL. */
export interface PostgresHost {
  host: string;
  port: number;
}

const DEFAULT_PORT = 5432;

/*
 * libpq's URL form: `postgres://user:password@host1:port1,host2:port2/database?options`. The WHATWG URL
 * parser (and so node-postgres) reads one host only: the host list is taken apart here, and every other
 * part is left to `URL` through a one-host copy.
 */
const URL_PARTS = /^(postgres(?:ql)?:)\/\/(?:([^@/?#]*)@)?([^/?#]*)(.*)$/s;
const HOST_PORT = /^(\[[0-9A-Fa-f:.]+\]|[^:[\]]+)(?::(\d*))?$/;

interface UrlParts {
  scheme: string;
  userinfo: string | undefined;
  hosts: string[];
  rest: string;
}

export class PostgresUrlError extends Error {
  override name = 'PostgresUrlError';
}

function partsOf(url: string): UrlParts {
  const match = URL_PARTS.exec(url.trim());
  if (!match) throw new PostgresUrlError('doit commencer par postgres:// ou postgresql://');
  const [, scheme = '', userinfo, hostList = '', rest = ''] = match;
  return { scheme, userinfo, hosts: hostList.split(','), rest };
}

/**
 * The servers the URL names, in its order; every malformed one is reported in the one error, so that an
 * operator fixes them all at once.
 */
export function postgresHostsOf(url: string): PostgresHost[] {
  const { hosts } = partsOf(url);
  const problems: string[] = [];
  const parsed: PostgresHost[] = [];
  for (const text of hosts) {
    const match = HOST_PORT.exec(text);
    if (!match) {
      problems.push(text === '' ? 'un hôte est vide' : `hôte illisible « ${text} »`);
      continue;
    }
    const [, host = '', portText] = match;
    const port = portText === undefined || portText === '' ? DEFAULT_PORT : Number(portText);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      problems.push(`port invalide pour ${host} : « ${portText} » (de 1 à 65535)`);
      continue;
    }
    parsed.push({ host: host.replace(/^\[(.*)\]$/, '$1'), port });
  }
  if (problems.length > 0) throw new PostgresUrlError(problems.join(' ; '));
  return parsed;
}

/** The URL of one of its servers alone, for a client that takes one host (node-postgres, `URL`). */
export function urlForHost(url: string, { host, port }: PostgresHost): string {
  const { scheme, userinfo, rest } = partsOf(url);
  const authority = `${userinfo === undefined ? '' : `${userinfo}@`}${host.includes(':') ? `[${host}]` : host}`;
  return `${scheme}//${authority}:${port}${rest}`;
}

/** Whether the URL names several servers, which `URL` cannot read. */
function namesSeveralHosts(url: string): boolean {
  return URL_PARTS.exec(url.trim())?.[3]?.includes(',') ?? false;
}

/** The URL as `URL` reads it, through its first server when it names several. */
export function parsePostgresUrl(url: string): URL {
  if (!namesSeveralHosts(url)) return new URL(url);
  const [first] = postgresHostsOf(url);
  return new URL(urlForHost(url, first as PostgresHost));
}

/**
 * The URL as `change` leaves it (its database, its password), whatever number of servers it names: the
 * change is made on a one-server copy, then the host list is put back as it was written.
 */
export function withUrlChange(url: string, change: (parsed: URL) => void): string {
  const parsed = parsePostgresUrl(url);
  change(parsed);
  if (!namesSeveralHosts(url)) return parsed.toString();
  const changed = partsOf(parsed.toString());
  const authority = `${changed.userinfo === undefined ? '' : `${changed.userinfo}@`}${partsOf(url).hosts.join(',')}`;
  return `${changed.scheme}//${authority}${changed.rest}`;
}
