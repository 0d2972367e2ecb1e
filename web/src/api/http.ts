import { API_GET, API_GET_HEADERS, dropEarlyAnswers, takeEarlyAnswer } from '../early/ask-first-screen.ts';
import { type ErrorAnswer, errorAnswerOf } from './error-answer.ts';

/**
 * Calls to the site's own API (same origin, under /api). An error carries the API's answer: its message is
 * the French one, for logs; the page shows `errorText` of it, in its own language.
 */
export class ApiError extends Error {
  constructor(
    readonly answer: ErrorAnswer,
    readonly status: number,
    /** When the server said to come back (Retry-After of a 429 or 503), in ms. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(answer.error ?? `Erreur ${status}`);
    this.name = 'ApiError';
  }
}

/** The plain GETs under way, by path. */
const underWay = new Map<string, Promise<unknown>>();

/**
 * How long an answer asked for the first screen serves the same GETs after it: the first render's effects
 * and the shell's polls, which start one per task after the first paint; a later GET wants a fresh answer.
 */
const FIRST_SCREEN_KEEP_MS = 3000;
/** Answers asked while the page prepares its first screen, by path, for the same GETs just after. */
const firstScreenAnswers = new Map<string, Promise<unknown>>();
let keepingForFirstScreen = false;

/**
 * The page loads what its first screen shows before React renders it (main.tsx); the screens, as they mount,
 * then ask the same GETs in their effects as on any later visit. From this call until the returned function,
 * every plain GET's answer is kept for the identical GETs of the next seconds, so that each is asked once.
 */
export function keepAnswersForFirstScreen(): () => void {
  keepingForFirstScreen = true;
  return () => {
    keepingForFirstScreen = false;
    dropEarlyAnswers();
    setTimeout(() => firstScreenAnswers.clear(), FIRST_SCREEN_KEEP_MS);
  };
}

/**
 * The API's public answers may be kept a moment by shared caches and served stale while they refresh: the
 * page always revalidates its own copy instead (a 304 costs no body), so that it never shows an answer
 * older than the one the server or the proxy holds. Parts of the page that ask the same thing at once (the
 * shell and a screen starting together, each following the live state) share one request and its answer,
 * which they read and never change: on a phone each answer costs a render.
 */
export function getJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  if (Object.keys(init).length > 0) return request<T>(path, init);
  const kept = keepingForFirstScreen ? undefined : firstScreenAnswers.get(path);
  if (kept) return kept as Promise<T>;
  const pending = underWay.get(path);
  if (pending) return pending as Promise<T>;
  // The page's first script may have asked it already, for the first screen.
  const early = keepingForFirstScreen ? takeEarlyAnswer(path) : undefined;
  const asked = (early ? answerOf<T>(early) : request<T>(path, init)).finally(() => underWay.delete(path));
  underWay.set(path, asked);
  if (keepingForFirstScreen) firstScreenAnswers.set(path, asked);
  return asked;
}

async function request<T>(path: string, init: RequestInit): Promise<T> {
  const reading = (init.method ?? 'GET') === 'GET';
  let waitedMs = 0;
  for (;;) {
    try {
      return await answerOf<T>(
        fetch(`/api${path}`, { ...API_GET, ...init, headers: { ...API_GET_HEADERS, ...init.headers } }),
      );
    } catch (error) {
      const delayMs = reading && !init.signal?.aborted ? retryDelayMs(error, waitedMs) : null;
      if (delayMs === null) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      waitedMs += delayMs;
    }
  }
}

/**
 * A read the API turns away for a moment (503 with Retry-After: its heavy reads' bound reached, the database
 * failing over) is asked again when the server says, so that a visitor sees the answer a few seconds late
 * rather than an error; past this much waiting in all, the error is shown (with its retry button).
 */
export const RETRY_BUDGET_MS = 20_000;

/** How long to wait before asking a refused read again, or null to give up and show the error. */
export function retryDelayMs(error: unknown, waitedMs: number): number | null {
  if (!(error instanceof ApiError) || error.status !== 503 || error.retryAfterMs === null) return null;
  const delayMs = Math.max(error.retryAfterMs, 250);
  return waitedMs + delayMs <= RETRY_BUDGET_MS ? delayMs : null;
}

async function answerOf<T>(asked: Promise<Response>): Promise<T> {
  const response = await asked;
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(
      errorAnswerOf(body),
      response.status,
      retryAfterMsOf(response.headers.get('retry-after')),
    );
  }
  return (await response.json()) as T;
}

/** Retry-After in whole seconds (the only form our API sends); null when absent or unreadable. */
export function retryAfterMsOf(header: string | null): number | null {
  if (header === null || !/^\d{1,6}$/.test(header.trim())) return null;
  return Number(header.trim()) * 1000;
}
