import { describe, expect, it } from 'vitest';
import type { NewsItem } from '../../api/types.ts';
import { latestNews, newsTypeLabel } from './home-news.ts';

const item = (id: number, published_at: string): NewsItem => ({
  id,
  title: `Titre ${id}`,
  content: '',
  excerpt: '',
  category: 'Actualités',
  type: 'news',
  urgent: false,
  author: null,
  published_at,
  url: null,
  image_url: null,
});

describe('latestNews', () => {
  it('keeps the three most recent items, newest first', () => {
    const items = [
      item(1, '2025-06-10T10:00:00+02:00'),
      item(2, '2025-06-15T18:00:00+02:00'),
      item(3, ''),
      item(4, '2025-06-14T16:00:00+02:00'),
      item(5, '2025-06-12T09:00:00+02:00'),
    ];
    expect(latestNews(items).map((news) => news.id)).toEqual([2, 4, 5]);
  });

  it('shows what there is when fewer items exist', () => {
    expect(latestNews([item(1, '2025-06-10T10:00:00+02:00')])).toHaveLength(1);
  });
});

describe('newsTypeLabel', () => {
  it.each([
    ['alert', 'Alerte'],
    ['info', 'Info'],
    ['news', 'Actualité'],
    ['', 'Actualité'],
  ])('%s → %s', (type, label) => expect(newsTypeLabel(type)).toBe(label));
});
