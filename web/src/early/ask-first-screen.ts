import { type BuiltFirstScreen, FIRST_SCREEN_PLAN_ID } from '../first-screen-plan.ts';

/*
 * The page's first script, small and with no import of the entry's: it starts loading the code and the
 * answers of the first screen of the page opened while the entry's 100 KB still download, instead of once
 * they have run (on a phone's network, one round trip and more less before the first paint). The page
 * names each first screen's files and GETs in a data block the build writes (first-screen-plugin.ts).
 */

/** How the page asks its API for a plain GET: JSON, always revalidated (api/http.ts). */
export const API_GET_HEADERS: Readonly<Record<string, string>> = { accept: 'application/json' };
export const API_GET: RequestInit = { cache: 'no-cache', headers: API_GET_HEADERS };

/** The answers asked ahead, by path under /api, until the first screen takes them. */
const early = new Map<string, Promise<Response>>();

/** The answer asked ahead for `path`, once: the first GET of it takes it. */
export function takeEarlyAnswer(path: string): Promise<Response> | undefined {
  const answer = early.get(path);
  early.delete(path);
  return answer;
}

/** Drops what the first screen did not take: later GETs want fresh answers. */
export function dropEarlyAnswers(): void {
  early.clear();
}

function addLink(rel: string, href: string, as?: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (as) link.as = as;
  document.head.append(link);
}

function askFirstScreen(): void {
  // Outside a page (the stores' unit tests import the API client) there is nothing to ask.
  if (typeof document === 'undefined') return;
  const block = document.getElementById(FIRST_SCREEN_PLAN_ID);
  if (!block?.textContent) return;
  const plan = (JSON.parse(block.textContent) as Record<string, BuiltFirstScreen>)[location.pathname];
  if (!plan) return;
  for (const script of plan.scripts) addLink('modulepreload', script);
  for (const style of plan.styles) addLink('preload', style, 'style');
  // A chosen session's answers are the page's to ask (first-screen.ts): it reads which session in full.
  if (plan.currentOnly && new URLSearchParams(location.search).has('session')) return;
  for (const path of plan.gets) {
    const answer = fetch(`/api${path}`, API_GET);
    // A failure belongs to the GET that takes it; one nobody takes is not the page's error.
    answer.catch(() => undefined);
    early.set(path, answer);
  }
}

askFirstScreen();
