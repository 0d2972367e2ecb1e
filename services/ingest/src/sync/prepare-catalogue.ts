import { createHash } from 'node:crypto';
import type { Catalogue, CatalogueCategory, CatalogueEntry, NewsItem, Program } from './catalogue-schemas.ts';
import { sanitizeNewsHtml, textOfHtml } from './sanitize-news.ts';

/** An excerpt made from the content is as long as a meta description (spec part 1 §9). */
const EXCERPT_LENGTH = 160;

/** Each document the sync stores, plus the alerts: the alert-type news, announced on their own. */
export const DOCUMENT_NAMES = ['entries', 'categories', 'program', 'news', 'alerts'] as const;
export type DocumentName = (typeof DOCUMENT_NAMES)[number];

/** The catalogue as it will be stored: news sanitised, and a content hash per document. */
export interface PreparedCatalogue {
  entries: CatalogueEntry[];
  categories: CatalogueCategory[];
  program: Program;
  news: NewsItem[];
  hashes: Record<DocumentName, string>;
}

export function prepareCatalogue(catalogue: Catalogue): PreparedCatalogue {
  const news = catalogue.news.map((item) => {
    const content = sanitizeNewsHtml(item.content);
    return { ...item, content, excerpt: item.excerpt || textOfHtml(content, EXCERPT_LENGTH) };
  });
  const { entries, categories, program } = catalogue;
  return {
    entries,
    categories,
    program,
    news,
    // Hashes of what is stored (sanitised news included): a change the site cannot see is no change.
    hashes: {
      entries: hashOf(entries),
      categories: hashOf(categories),
      program: hashOf(program),
      news: hashOf(news),
      alerts: hashOf(news.filter((item) => item.type === 'alert')),
    },
  };
}

/** Validated documents are rebuilt by the schemas in a fixed key order: their JSON text is canonical. */
function hashOf(document: unknown): string {
  return createHash('sha256').update(JSON.stringify(document)).digest('hex');
}
