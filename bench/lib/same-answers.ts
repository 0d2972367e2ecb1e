import { isDeepStrictEqual } from 'node:util';
import type { ChildServer } from './child-server.ts';

/**
 * Throws when two servers answer one of these paths with a different status or different data, so that a
 * comparison of their speed compares the same work. Data, not bytes: key order is free, and timestamps
 * compare by instant (Postgres writes `+00:00` where JavaScript writes `Z`).
 */
export async function assertSameAnswers(
  ours: ChildServer,
  theirs: ChildServer,
  paths: readonly string[],
): Promise<void> {
  for (const path of paths) {
    const [mine, other] = await Promise.all([answerOf(ours, path), answerOf(theirs, path)]);
    const difference = firstDifference(mine, other, '');
    if (difference !== undefined) {
      throw new Error(`${theirs.url} ne répond pas comme ${ours.url} à ${path} : ${difference}`);
    }
  }
}

async function answerOf(server: ChildServer, path: string): Promise<unknown> {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: normalised(await response.json()) };
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}(:\d{2})?)$/;

function normalised(value: unknown): unknown {
  if (typeof value === 'string' && TIMESTAMP.test(value)) return new Date(value).toISOString();
  if (Array.isArray(value)) return value.map(normalised);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, normalised(field)]));
  }
  return value;
}

/** Where the two differ first (a JSON path and both values), to make a failure readable. */
function firstDifference(mine: unknown, other: unknown, at: string): string | undefined {
  if (isDeepStrictEqual(mine, other)) return undefined;
  if (mine !== null && other !== null && typeof mine === 'object' && typeof other === 'object') {
    const keys = new Set([...Object.keys(mine), ...Object.keys(other)]);
    for (const key of keys) {
      const difference = firstDifference(
        (mine as Record<string, unknown>)[key],
        (other as Record<string, unknown>)[key],
        `${at}.${key}`,
      );
      if (difference !== undefined) return difference;
    }
  }
  return `${at || '.'} vaut ${JSON.stringify(mine)} contre ${JSON.stringify(other)}`;
}
