/**
 * Request targets that spell a service's /metrics through the site's /api or /socket paths, as a visitor
 * sends them raw (curl --path-as-is): dot segments, encoded dots in either case, encoded slashes and
 * backslashes, backslashes, the absolute form; then /metrics itself. None may ever be answered with figures.
 */
export const TRAVERSAL_TARGETS: readonly string[] = [
  '/api/../metrics',
  '/api/./../metrics',
  '/api/%2e%2e/metrics',
  '/api/%2E%2E/metrics',
  '/api/.%2e/metrics',
  '/api/%2e./metrics',
  '/api/live/../../metrics',
  '/api/live/%2e%2e/%2e%2e/metrics',
  '/api/live%2f..%2f..%2fmetrics',
  '/api/live%2F..%2F..%2Fmetrics',
  '/api/live/..%2fmetrics',
  '/api/..%2fmetrics',
  '/api/..\\metrics',
  '/api\\..\\metrics',
  '/api/live/..%5c..%5cmetrics',
  '/api/live/..%5C..%5Cmetrics',
  '/api/../metrics?name=lemans',
  '/socket/../metrics',
  '/socket/%2e%2e/metrics',
  '/socket%2f..%2fmetrics',
  '/socket/..\\metrics',
  'http://127.0.0.1/api/../metrics',
  'http://127.0.0.1/api/%2e%2e/metrics',
  'http://127.0.0.1/socket/../metrics',
  '/metrics',
  '/METRICS',
  '//metrics',
  '/metrics/',
];
