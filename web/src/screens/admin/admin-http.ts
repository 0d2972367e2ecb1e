import { errorAnswerOf } from '../../api/error-answer.ts';
import { ApiError } from '../../api/http.ts';

/**
 * One call to /api/admin. The session is an HttpOnly cookie the browser sends by itself (same origin): the
 * page never sees a secret. Every call that changes something carries X-Admin-Request, which a form or an
 * image of another site cannot add (the API's CSRF guard).
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A FormData body (files) is sent as the browser encodes it, with its boundary; any other body as JSON. */
export async function requestAdmin<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') headers['x-admin-request'] = '1';
  const form = body instanceof FormData ? body : null;
  if (body !== undefined && !form) headers['content-type'] = 'application/json';
  const response = await fetch(`/api/admin${path}`, {
    method,
    headers,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(errorAnswerOf(answer), response.status);
  return answer as T;
}
