/*
 * sanitize-html rather than our own filtering: HTML sanitising is full of parser edge cases (malformed
 * tags, entity tricks, `javascript:` hidden in attributes) that a maintained library, parsing with a real
 * HTML parser, already handles. News HTML is sanitised once, by the sync, before it is stored: the API and
 * the pages serve what is stored.
 */
import sanitizeHtml from 'sanitize-html';

const NEWS_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'br'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Every other tag goes, its text stays; script and style go with their content (the library's default).
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links open in a new tab without giving it a handle on the site, whatever the source said.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: 'noopener noreferrer nofollow',
        target: '_blank',
      },
    }),
  },
};

const PLAIN_TEXT: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** The news HTML the site may show as is. */
export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, NEWS_HTML).trim();
}

/** The text of some HTML, entities decoded and whitespace collapsed: an excerpt when the source has none. */
export function textOfHtml(html: string, maxLength: number): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li)>|<br\s*\/?>/gi, ' $&'), PLAIN_TEXT)
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    // Last, so that an escaped entity written as text stays that text.
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`;
}
