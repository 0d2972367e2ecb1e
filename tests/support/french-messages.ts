import { loadCatalogPart } from '../../web/src/i18n/i18n.ts';

/*
 * The unit tests read the page's texts in French, the source language: the shell's and the live ranking's
 * come with the entry, the other pages', the ranking's tools' and the admin area's are loaded here as their
 * screens load them.
 */
await Promise.all([loadCatalogPart('pages'), loadCatalogPart('tools'), loadCatalogPart('admin')]);
