import { describe, expect, it } from 'vitest';
import { sanitizeNewsHtml, textOfHtml } from './sanitize-news.ts';

describe('sanitizeNewsHtml', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<p>La <strong>n°83</strong> <em>gagne</em><br></p><ul><li>un</li></ul><ol><li>deux</li></ol>';
    expect(sanitizeNewsHtml(html)).toBe(
      '<p>La <strong>n°83</strong> <em>gagne</em><br /></p><ul><li>un</li></ul><ol><li>deux</li></ol>',
    );
  });

  it('drops scripts with their content, event handlers and styles', () => {
    const html =
      '<p onclick="x()">Texte<script>alert(1)</script></p><img src="x" onerror="alert(2)"><style>p{}</style>';
    expect(sanitizeNewsHtml(html)).toBe('<p>Texte</p>');
  });

  it('discards other tags but keeps their text', () => {
    expect(sanitizeNewsHtml('<div><h2>Titre</h2><p>310<sup>e</sup> tour</p></div>')).toBe(
      'Titre<p>310e tour</p>',
    );
  });

  it('forces rel and target on links and drops dangerous or relative-protocol targets', () => {
    expect(
      sanitizeNewsHtml('<a href="https://www.24h-lemans.com/" target="_self" rel="opener">site</a>'),
    ).toBe(
      '<a href="https://www.24h-lemans.com/" rel="noopener noreferrer nofollow" target="_blank">site</a>',
    );
    expect(sanitizeNewsHtml('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizeNewsHtml('<a href="//evil.example/">x</a>')).not.toContain('evil');
    expect(sanitizeNewsHtml('<a href="https://a.b/" style="color:red" class="c">x</a>')).not.toMatch(
      /style|class/,
    );
  });
});

describe('textOfHtml', () => {
  it('gives the text, spaced between paragraphs, entities decoded, shortened with an ellipsis', () => {
    expect(textOfHtml('<p>Pluie &amp; vent</p><p>Fin&nbsp;de course</p>', 100)).toBe(
      'Pluie & vent Fin de course',
    );
    expect(textOfHtml('<p>abcdef ghijkl</p>', 8)).toBe('abcdef…');
  });
});
