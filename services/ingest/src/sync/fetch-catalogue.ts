import { UnrecoverableError } from 'bullmq';
import type { z } from 'zod';
import { fr } from 'zod/locales';
import {
  type Catalogue,
  categoriesSchema,
  entriesSchema,
  newsSchema,
  programSchema,
} from './catalogue-schemas.ts';

/** Where our feed serves its catalogue: under /catalogue of its origin, whatever path `feedUrl` names. */
export function catalogueBaseUrl(feedUrl: string): string {
  return `${new URL(feedUrl).origin}/catalogue`;
}

/**
 * Fetches and validates the four documents. An unreachable feed or an HTTP error throws a plain error,
 * which BullMQ retries with backoff; a document that arrives whole but is not a valid catalogue throws
 * UnrecoverableError: asking again would get the same document.
 */
export async function fetchCatalogue(baseUrl: string, timeoutMs: number): Promise<Catalogue> {
  const [entries, categories, program, news] = await Promise.all([
    fetchDocument(baseUrl, 'entries', entriesSchema, timeoutMs),
    fetchDocument(baseUrl, 'categories', categoriesSchema, timeoutMs),
    fetchDocument(baseUrl, 'program', programSchema, timeoutMs),
    fetchDocument(baseUrl, 'news', newsSchema, timeoutMs),
  ]);
  return { entries, categories, program, news };
}

async function fetchDocument<Schema extends z.ZodType>(
  baseUrl: string,
  name: string,
  schema: Schema,
  timeoutMs: number,
): Promise<z.output<Schema>> {
  const url = `${baseUrl}/${name}`;
  let text: string;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  } catch (cause) {
    throw new Error(`Catalogue « ${name} » injoignable (${url}) : ${(cause as Error).message}`, { cause });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new UnrecoverableError(`Catalogue « ${name} » illisible : ce n'est pas du JSON`);
  }
  const result = schema.safeParse(body, { error: fr().localeError });
  if (!result.success) {
    const problems = result.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(racine)'} : ${issue.message}`);
    throw new UnrecoverableError(`Catalogue « ${name} » invalide : ${problems.join(' ; ')}`);
  }
  return result.data;
}
