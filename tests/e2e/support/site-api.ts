/**
 * A GET of the site's API by the test (`path` from `/api`), its JSON answer. An answer other than 2xx throws
 * with its status: an error page read as data would fail further on, far from its cause, or not at all.
 */
export async function apiGet<T>(
  siteUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${siteUrl}${path}`, { headers });
  if (!response.ok) throw new Error(`GET ${path} : ${response.status}`);
  return (await response.json()) as T;
}
