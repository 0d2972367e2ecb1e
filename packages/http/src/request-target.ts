/**
 * The request target as a plain node:http server receives it (express does this for the API). Node hands the
 * request line's target over as sent: `//`, `*`, `http://[` or a broken %-escape all reach the handler, and
 * `new URL()` or `decodeURIComponent()` on them throws.
 */

export interface RequestTarget {
  /** Still %-encoded, as sent. */
  path: string;
  /** From the `?` on, or empty. */
  query: string;
}

/**
 * The path and query of a target (RFC 9112 §3.2): the origin form as is, the absolute form (`http://host/p`,
 * which proxies send) reduced to it; null for the asterisk and authority forms and for anything else.
 */
export function parseRequestTarget(target: string | undefined): RequestTarget | null {
  if (target?.startsWith('/')) {
    const mark = target.indexOf('?');
    return mark < 0
      ? { path: target, query: '' }
      : { path: target.slice(0, mark), query: target.slice(mark) };
  }
  if (!target || !/^https?:\/\//i.test(target)) return null;
  try {
    const url = new URL(target);
    return { path: url.pathname, query: url.search };
  } catch {
    return null;
  }
}

/** A path with its %-escapes decoded, or null when one of them is not UTF-8 (`/%`, `/%ff`). */
export function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** The French error of a target that cannot be read. */
export const MALFORMED_TARGET = 'Adresse mal formée';
