/**
 * One conditional GET of the organiser's document. Every way it can go wrong is a value, not an exception:
 * the poller logs and counts the reason and simply tries again on the next tick.
 */
export type FeedFetch =
  | { kind: 'document'; body: unknown; etag: string | null }
  | { kind: 'not-modified' }
  | { kind: 'failed'; reason: 'timeout' | 'network' | 'http-status' | 'malformed-json'; detail: string };

export async function fetchFeedDocument(
  url: string,
  etag: string | null,
  timeoutMs: number,
): Promise<FeedFetch> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: etag ? { 'if-none-match': etag, accept: 'application/json' } : { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    return name === 'TimeoutError' || name === 'AbortError'
      ? { kind: 'failed', reason: 'timeout', detail: `pas de réponse en ${timeoutMs} ms` }
      : { kind: 'failed', reason: 'network', detail: (error as Error).message };
  }
  if (response.status === 304) return { kind: 'not-modified' };
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    return { kind: 'failed', reason: 'network', detail: (error as Error).message };
  }
  if (!response.ok) return { kind: 'failed', reason: 'http-status', detail: `HTTP ${response.status}` };
  try {
    return { kind: 'document', body: JSON.parse(text), etag: response.headers.get('etag') };
  } catch (error) {
    return { kind: 'failed', reason: 'malformed-json', detail: (error as Error).message };
  }
}
