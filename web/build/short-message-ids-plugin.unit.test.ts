import { describe, expect, it } from 'vitest';
import { shortIdsOf, withShortIds } from './short-message-ids-plugin.ts';

describe('short message ids', () => {
  const shortIds = shortIdsOf(['ranking.title', 'nav.home', 'ranking.column.gap', 'nav.home']);

  it('names each id once, by its place in alphabetical order, in base 36', () => {
    expect([...shortIds]).toEqual([
      ['nav.home', '0'],
      ['ranking.column.gap', '1'],
      ['ranking.title', '2'],
    ]);
    const many = shortIdsOf(Array.from({ length: 40 }, (_, index) => `a.m${String(index).padStart(2, '0')}`));
    expect(many.get('a.m39')).toBe('13');
    expect(new Set(many.values()).size).toBe(40);
  });

  it('replaces the ids written whole in any quotes, a catalog key as a call', () => {
    const code = 'x={"nav.home":["Accueil"]};t(`ranking.title`);t(\'ranking.column.gap\')';
    const { code: shortened, replaced } = withShortIds(code, shortIds);
    expect(shortened).toBe('x={"0":["Accueil"]};t(`2`);t(\'1\')');
    expect([...replaced].sort()).toEqual(['nav.home', 'ranking.column.gap', 'ranking.title']);
  });

  it('leaves alone what is not an id: other strings, an id inside a longer text, mismatched quotes', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: built code holding a template literal
    const code = 't(`nav.home.more`);a="nav.home is";b=\'nav.home";c=`ranking.${part}`;d="nav"';
    const { code: shortened, replaced } = withShortIds(code, shortIds);
    expect(shortened).toBe(code);
    expect(replaced.size).toBe(0);
  });
});
