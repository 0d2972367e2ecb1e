/** The label of a request that no route answered: unknown paths must not each make a series of their own. */
export const OTHER_ROUTE = 'other';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The request's method, or `other` for the rarer ones node accepts (PROPFIND, MKCOL...). */
export function methodLabel(method: string | undefined): string {
  return method !== undefined && METHODS.has(method) ? method : 'other';
}

/** `2xx`, `4xx`...: the class is what a dashboard follows, and it keeps the series few. */
export function statusClassLabel(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/**
 * The pattern of the route that answered, as it was declared (`/api/sessions/:id/stints`): the path of the
 * routers it is mounted under, then its own. A router mounted on a path with parameters
 * (`/replays/:replayId`) has the values in its base path: each segment equal to a parameter value met on
 * the way is put back as `:name`, so that no id ever becomes a label.
 */
export function routeLabel(
  baseUrl: string,
  routePath: unknown,
  parameters: ReadonlyMap<string, string>,
): string {
  const own = Array.isArray(routePath) ? routePath.join('|') : String(routePath);
  const base = baseUrl
    .split('/')
    .map((segment) => {
      const name = segment === '' ? undefined : parameters.get(decoded(segment));
      return name === undefined ? segment : `:${name}`;
    })
    .join('/');
  return own === '/' && base !== '' ? base : `${base}${own}`;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
