import { describe, expect, it } from 'vitest';
import { jsonDocumentProblem, unstorableTextProblem } from './json-document.ts';

describe('unstorableTextProblem', () => {
  it('accepts any well-formed text without NUL, pairs of surrogates (emoji) included', () => {
    expect(unstorableTextProblem('Équipe n°7 🏁\ttab', 'team_name')).toBeNull();
  });

  it('names the field holding a NUL or a lone surrogate', () => {
    expect(unstorableTextProblem('a\u0000b', 'team_name')).toBe('Caractère nul interdit dans « team_name »');
    for (const text of ['\ud800', 'x\udc00', '\ud83d\ude00\ud83d']) {
      expect(unstorableTextProblem(text, 'name')).toBe(
        'Texte Unicode mal formé (caractère de substitution isolé) dans « name »',
      );
    }
  });
});

describe('jsonDocumentProblem', () => {
  it('accepts storable documents and scalars', () => {
    expect(
      jsonDocumentProblem({ events: [{ path: '/live', data: { n: 1, ok: true, none: null } }] }, 8),
    ).toBeNull();
    expect(jsonDocumentProblem('texte', 8)).toBeNull();
    expect(jsonDocumentProblem(null, 8)).toBeNull();
    expect(jsonDocumentProblem(undefined, 8)).toBeNull();
  });

  it('names the path of a string that cannot be stored', () => {
    expect(jsonDocumentProblem({ events: [{ path: '/a\u0000' }] }, 8)).toBe(
      'Caractère nul interdit dans « events.0.path »',
    );
    expect(jsonDocumentProblem(['\ud800'], 8)).toMatch(/Texte Unicode mal formé .* dans « 0 »$/);
    expect(jsonDocumentProblem('\u0000', 8)).toBe('Caractère nul interdit dans « (corps) »');
  });

  it('names the object holding a key that cannot be stored', () => {
    expect(jsonDocumentProblem({ data: { 'k\u0000': 1 } }, 8)).toBe(
      'Caractère nul interdit dans une clé de « data »',
    );
    expect(jsonDocumentProblem({ '\udc00': 1 }, 8)).toMatch(/dans une clé du corps$/);
  });

  it('reports the first problem in document order', () => {
    expect(jsonDocumentProblem({ a: ['ok', 'x\u0000'], b: '\u0000' }, 8)).toBe(
      'Caractère nul interdit dans « a.1 »',
    );
  });

  it('cuts a long path in the message', () => {
    const problem = jsonDocumentProblem({ ['k'.repeat(500)]: '\u0000' }, 8) ?? '';
    expect(problem.length).toBeLessThan(130);
    expect(problem).toContain('…');
  });

  it('refuses nesting past the limit, however deep, without overflowing', () => {
    const tooDeep = "Document JSON trop profond : au plus 3 niveaux d'imbrication";
    expect(jsonDocumentProblem({ a: [{}] }, 3)).toBeNull();
    expect(jsonDocumentProblem({ a: [{ b: [] }] }, 3)).toBe(tooDeep);
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(jsonDocumentProblem(deep, 3)).toBe(tooDeep);
    expect(jsonDocumentProblem(deep, 200_000)).toBeNull();
  });
});
