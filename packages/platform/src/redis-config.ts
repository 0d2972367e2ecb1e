import { isIP } from 'node:net';
import { z } from 'zod';
import { envUrl } from './config.ts';

/** A sentinel's address, as ioredis takes it. */
export interface SentinelAddress {
  host: string;
  port: number;
}

/**
 * Where a service finds Redis: the server of `url`, or, when `sentinel` is given, whichever server the
 * sentinels name as the primary of that group, `url` then giving only the database and the password.
 */
export interface RedisTarget {
  url: string;
  sentinel?: { name: string; sentinels: readonly SentinelAddress[] };
}

/**
 * The three variables saying where Redis is, for each service's schema, read through `withRedisSentinelCheck`.
 */
export function redisVariables() {
  return {
    REDIS_URL: envUrl(['redis', 'rediss']).default('redis://127.0.0.1:6379'),
    REDIS_SENTINELS: envSentinels().optional(),
    REDIS_SENTINEL_NAME: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, {
        error: 'doit être un nom de groupe Sentinel (lettres, chiffres, . _ -)',
      })
      .optional(),
  };
}

interface RedisRaw {
  REDIS_URL: string;
  REDIS_SENTINELS?: unknown;
  REDIS_SENTINEL_NAME?: unknown;
}

/**
 * The schema with REDIS_SENTINELS and REDIS_SENTINEL_NAME paired: the one given without the other is reported,
 * even when other variables are wrong, so that every mistake is told at once.
 */
export function withRedisSentinelCheck<Schema extends z.ZodObject>(schema: Schema): Schema {
  return schema.superRefine((raw, ctx) => checkSentinelPair(raw as RedisRaw, ctx), { when: () => true });
}

function checkSentinelPair(raw: RedisRaw, ctx: z.RefinementCtx): void {
  const withSentinels = raw.REDIS_SENTINELS !== undefined;
  if (withSentinels === (raw.REDIS_SENTINEL_NAME !== undefined)) return;
  ctx.addIssue({
    code: 'custom',
    path: [withSentinels ? 'REDIS_SENTINEL_NAME' : 'REDIS_SENTINELS'],
    message: withSentinels
      ? 'obligatoire avec REDIS_SENTINELS : le nom du groupe que les sentinelles surveillent'
      : 'obligatoire avec REDIS_SENTINEL_NAME : les sentinelles (hôte:port, séparés par des virgules)',
  });
}

/** The target of a configuration its schema accepted. */
export function redisTargetOf(raw: {
  REDIS_URL: string;
  REDIS_SENTINELS?: readonly SentinelAddress[] | undefined;
  REDIS_SENTINEL_NAME?: string | undefined;
}): RedisTarget {
  const { REDIS_URL: url, REDIS_SENTINELS: sentinels, REDIS_SENTINEL_NAME: name } = raw;
  return Object.freeze(sentinels && name ? { url, sentinel: Object.freeze({ name, sentinels }) } : { url });
}

/** `host:port` items separated by commas, an IPv6 address in brackets (`[::1]:26379`). */
function envSentinels() {
  return z.string().transform((text, ctx) => {
    const items = text
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    if (items.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'doit lister au moins une sentinelle (hôte:port)' });
      return z.NEVER;
    }
    const addresses: SentinelAddress[] = [];
    for (const item of items) {
      const address = sentinelAddress(item);
      if (address) addresses.push(address);
      else ctx.addIssue({ code: 'custom', message: `« ${item} » n'est pas une adresse hôte:port` });
    }
    return addresses;
  });
}

function sentinelAddress(item: string): SentinelAddress | null {
  const match = /^(?:\[([0-9A-Fa-f:.]+)\]|([A-Za-z0-9.-]{1,253})):(\d{1,5})$/.exec(item);
  if (!match) return null;
  const host = match[1] ?? match[2] ?? '';
  const port = Number(match[3]);
  if (match[1] !== undefined && isIP(host) !== 6) return null;
  return port >= 1 && port <= 65535 ? { host, port } : null;
}
