import { JsonBody } from '@lemans/http';
import { ShortLived } from '../live/short-lived.ts';

/**
 * A read-mostly document (entries, programme, news...) as a pre-serialised body, rebuilt from Postgres at
 * most once per `ttlMs` however many visitors load the page: the catalogue changes only when a sync runs,
 * and clients revalidate with the body's ETag.
 */
export function cachedJson(
  ttlMs: number,
  now: () => number,
  load: () => Promise<unknown>,
): () => Promise<JsonBody> {
  const cache = new ShortLived<JsonBody>(ttlMs, now);
  return () => cache.get('', async () => JsonBody.of(await load()));
}
