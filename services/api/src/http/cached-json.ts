import { JsonBody } from '@lemans/http';
import type { CacheSettings } from './cache-registry.ts';

/**
 * A read-mostly document (entries, programme, news...) as a pre-serialised body, rebuilt from Postgres at
 * most once per `ttlMs` however many visitors load the page: the catalogue changes only when a sync runs,
 * and clients revalidate with the body's ETag. An empty document means that no sync has landed yet: it is
 * not kept, so that the first sync shows at once instead of after the cache's lifetime.
 */
export function cachedJson(
  { registry, ttlMs }: CacheSettings,
  load: (key: string) => Promise<unknown>,
): (key?: string) => Promise<JsonBody> {
  const cache = registry.shortLived<JsonBody>(ttlMs);
  return async (key = '') => {
    const body = await cache.get(key, async () => JsonBody.of(await load(key)));
    if (isEmpty(body)) cache.forget(key);
    return body;
  };
}

function isEmpty(body: JsonBody): boolean {
  const text = body.identity.toString('utf8', 0, Math.min(body.identity.length, 3));
  return text === '[]' || text === '{}';
}
