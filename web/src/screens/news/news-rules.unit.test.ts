import { describe, expect, it } from 'vitest';
import type { NewsItem } from '../../api/types.ts';
import {
  articleIdFrom,
  cardSummary,
  emptyNewsMessage,
  formatNewsDate,
  formatNewsDateTime,
  newsCategories,
  newsIntro,
  visibleNews,
} from './news-rules.ts';

const item = (
  id: number,
  category: string,
  published_at: string,
  extra: Partial<NewsItem> = {},
): NewsItem => ({
  id,
  title: `Article ${id}`,
  content: '<p>Texte</p>',
  excerpt: 'Résumé',
  category,
  type: 'news',
  urgent: false,
  author: null,
  published_at,
  url: null,
  image_url: null,
  ...extra,
});

const items = [
  item(1, 'LMP2', '2025-06-14T10:00:00+02:00'),
  item(2, 'Hypercar', '2025-06-15T16:30:00+02:00'),
  item(3, 'LMP2', '2025-06-15T12:00:00+02:00'),
  item(4, '', 'pas une date'),
];

describe('news rules', () => {
  it('lists the distinct categories once', () => {
    expect(newsCategories(items)).toEqual(['LMP2', 'Hypercar']);
  });

  it('filters by category, newest first', () => {
    expect(visibleNews(items, null).map((news) => news.id)).toEqual([2, 3, 1, 4]);
    expect(visibleNews(items, 'LMP2').map((news) => news.id)).toEqual([3, 1]);
    expect(visibleNews(items, 'Météo')).toEqual([]);
  });

  it('names the category in the empty state', () => {
    expect(emptyNewsMessage('Météo')).toBe('Aucune actualité dans la catégorie « Météo » pour le moment.');
    expect(emptyNewsMessage(null)).toContain('Aucune actualité');
  });

  it('reads ?articleId=', () => {
    expect(articleIdFrom('?articleId=4')).toBe(4);
    expect(articleIdFrom('articleId=12&x=1')).toBe(12);
    expect(articleIdFrom('')).toBeNull();
    expect(articleIdFrom('?articleId=abc')).toBeNull();
    expect(articleIdFrom('?articleId=-1')).toBeNull();
  });

  it('formats dates in French', () => {
    expect(formatNewsDate('2025-06-15T16:30:00+02:00')).toBe('15/06/2025');
    expect(formatNewsDateTime('2025-06-15T16:30:00+02:00')).toMatch(/^15\/06\/2025 \d\d:30$/);
    expect(formatNewsDate('demain')).toBe('');
  });

  it('summarises with the excerpt, else the text of the content', () => {
    expect(cardSummary(item(1, 'A', '', { excerpt: 'Court' }))).toBe('Court');
    expect(cardSummary(item(1, 'A', '', { excerpt: ' ', content: '<p>Un&nbsp;<b>texte</b></p>' }))).toBe(
      'Un texte',
    );
    expect(cardSummary(item(1, 'A', '', { excerpt: '', content: 'x'.repeat(300) }))).toHaveLength(198);
  });
});

describe('the news introduction', () => {
  it('names the current event once known, and no event before', () => {
    expect(newsIntro({ name: '6 Heures de Spa-Francorchamps 2025' })).toBe(
      'Toute l’actualité : 6 Heures de Spa-Francorchamps 2025 — course, équipes, coulisses.',
    );
    expect(newsIntro(null)).toBe('Toute l’actualité : course, équipes, coulisses.');
  });
});
