import type frAdmin from './catalogs/fr/admin.ts';
import type frCore from './catalogs/fr/core.ts';
import type frPages from './catalogs/fr/pages.ts';
import type frTools from './catalogs/fr/tools.ts';

/*
 * The catalogs: French is the source, each other language repeats its keys (a missing or extra key does not
 * compile). Four parts, loaded as a page needs them: `core` with the entry (the shell and the live ranking,
 * the page opened on phones during the race), `pages` with the first lazy page, `tools` with the ranking's
 * tools opened on demand and every other page, `admin` with the admin area (French and English only).
 */
export type CatalogPart = 'core' | 'pages' | 'tools' | 'admin';

export type CoreMessageId = keyof typeof frCore;
export type PagesMessageId = keyof typeof frPages;
export type ToolsMessageId = keyof typeof frTools;
export type AdminMessageId = keyof typeof frAdmin;
export type MessageId = CoreMessageId | PagesMessageId | ToolsMessageId | AdminMessageId;

/** A part's catalog in one language: an ICU message for each key of the French one. */
export type Catalog<Part extends CatalogPart> = Readonly<
  Record<
    { core: CoreMessageId; pages: PagesMessageId; tools: ToolsMessageId; admin: AdminMessageId }[Part],
    string
  >
>;

/** The values a message's placeholders take. */
export type MessageValues = Readonly<Record<string, string | number>>;
