/**
 * Whether a request target's path, as sent, names one resource and one only. The site server chooses where
 * a request goes from the path as sent (/api to the API), and what it passes on is read again further on
 * (the proxy's URL parsing, the API's router, another proxy): a path that one reader would resolve
 * differently from another (`/api/../metrics`, `/api/%2e%2e/metrics`, `/api/live%2f..%2f..%2fmetrics`,
 * `\` taken for `/`) is how a visitor reaches what the site does not serve, such as the API's /metrics.
 * Browsers never send a dot segment (they resolve them) nor encode a dot or a slash, so nothing real is lost.
 */
export function isPlainPath(target: string): boolean {
  const mark = target.search(/[?#]/);
  const path = mark < 0 ? target : target.slice(0, mark);
  return !UNPLAIN.test(path);
}

/**
 * A dot segment (`.` or `..` between slashes or at an end), an encoded dot, slash or backslash, or a
 * backslash: in the absolute form (`http://host/path`) the authority has none of them either.
 */
const UNPLAIN = /(?:^|\/)\.{1,2}(?:\/|$)|%2e|%2f|%5c|\\/i;

/** The paths the site never serves nor passes on, whatever serves them behind it: the services' figures. */
export function isWithheldPath(path: string): boolean {
  return /^\/+metrics(?:\/|$)/i.test(path);
}
