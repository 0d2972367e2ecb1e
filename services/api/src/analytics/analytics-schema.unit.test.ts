import { describe, expect, it } from 'vitest';
import { parseAnalyticsBatch } from './analytics-schema.ts';

const event = (overrides: object = {}) => ({
  name: 'click',
  section: 'live',
  path: '/live',
  at: '2025-06-15T14:03:00.000Z',
  data: { cible: 'bouton 🏁' },
  ...overrides,
});

describe('parseAnalyticsBatch', () => {
  it('reads a batch, characters outside the basic plane included', () => {
    const parsed = parseAnalyticsBatch({ events: [event()] });
    expect(parsed.ok && parsed.events[0]).toMatchObject({ path: '/live', data: { cible: 'bouton 🏁' } });
  });

  it.each([
    [{ path: '/live\u0000' }, 'Caractère nul interdit dans « events.0.path »'],
    [{ data: { 'cible\u0000': 1 } }, 'Caractère nul interdit dans une clé de « events.0.data »'],
    [
      { data: { cible: ['a', '\ud800'] } },
      'Texte Unicode mal formé (caractère de substitution isolé) dans « events.0.data.cible.1 »',
    ],
  ])('refuses what Postgres cannot store: %j', (overrides, problem) => {
    expect(parseAnalyticsBatch({ events: [event(overrides)] })).toEqual({ ok: false, problem });
  });

  it('refuses a document nested deeper than an event needs, before zod recurses into it', () => {
    const deep = JSON.parse(`${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    expect(parseAnalyticsBatch({ events: [event({ data: { cible: deep } })] })).toEqual({
      ok: false,
      problem: "Document JSON trop profond : au plus 12 niveaux d'imbrication",
    });
  });

  it("words zod's own problems in French", () => {
    const parsed = parseAnalyticsBatch({ events: [event({ path: 'live', at: -1 })] });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problem).toMatch(/^events\.0\.path : Chaîne de caractères invalide/);
  });
});
