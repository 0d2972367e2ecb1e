import type { LiveAlert } from '@lemans/race/contract';
import { describe, expect, it } from 'vitest';
import type { NewsItem } from '../api/types.ts';
import { TICKER_MAX_ITEMS, tickerItems } from './ticker.ts';

const alert = (id: number): LiveAlert => ({
  id,
  type: 'safety_car',
  level: 'warning',
  title: 'Voiture de sécurité',
  message: 'Voiture de sécurité en piste',
  code: 'race_state.safety',
  values: {},
  session_id: 's1',
  participant_number: null,
  lap_number: null,
  race_time: ((12 * 60 + 34) * 60 + 56) * 1000 + 700,
  created_at: '2025-06-14T18:00:00.000Z',
});

const item = (id: number, category: string, type: string, day: number, urgent = false): NewsItem => ({
  id,
  title: `Article ${id}`,
  content: '',
  excerpt: '',
  category,
  type,
  urgent,
  author: null,
  published_at: `2025-06-${String(day).padStart(2, '0')}T10:00:00+02:00`,
  url: null,
  image_url: null,
});

const keys = (items: { key: string }[]) => items.map((entry) => entry.key);

describe('tickerItems', () => {
  it('puts live, session and trial alerts first, then other alerts, then the 3 latest news', () => {
    const news = [
      item(1, 'Hypercar', 'info', 10),
      item(2, 'Météo', 'alert', 12),
      item(3, 'Essais', 'alert', 11),
      item(4, 'LMP2', 'news', 14),
      item(5, 'Session', 'alert', 13),
      item(6, 'LMGT3', 'info', 9),
      item(7, 'Actualités', 'info', 15),
    ];
    expect(keys(tickerItems([alert(40)], news, 'running'))).toEqual([
      'alerte-s1-40',
      'actualite-5',
      'actualite-3',
      'actualite-2',
      'actualite-7',
      'actualite-4',
      'actualite-1',
    ]);
  });

  it('matches the priority categories whatever their case or accents', () => {
    const news = [item(1, 'Météo', 'alert', 15), item(2, 'LIVE', 'alert', 10), item(3, 'essais', 'alert', 9)];
    expect(keys(tickerItems([], news, 'running'))).toEqual(['actualite-2', 'actualite-3', 'actualite-1']);
  });

  it('keeps at most 8 items, alerts before news', () => {
    const alerts = Array.from({ length: 6 }, (_, index) => alert(index + 1));
    const news = Array.from({ length: 5 }, (_, index) => item(index + 1, 'Actualités', 'info', index + 1));
    const items = tickerItems(alerts, news, 'running');
    expect(items).toHaveLength(TICKER_MAX_ITEMS);
    expect(keys(items.slice(6))).toEqual(['actualite-5', 'actualite-4']);
  });

  it('links alerts to the ranking and news to their article, flashing alerts and urgent news', () => {
    const [raceControl, urgent, ordinary] = tickerItems(
      [alert(1)],
      [item(9, 'Hypercar', 'info', 15, true), item(8, 'LMP2', 'info', 14)],
      'running',
    );
    expect(raceControl).toMatchObject({ href: '/live/classement', tone: 'warning', flash: true });
    expect(urgent).toMatchObject({ href: '/actualites?articleId=9', tone: 'danger', flash: true });
    expect(ordinary).toMatchObject({ text: 'Article 8', category: 'LMP2', tone: 'news', flash: false });
  });

  it('labels race-control alerts LIVE with their race time while the session runs', () => {
    const [raceControl] = tickerItems([alert(1)], [], 'running');
    expect(raceControl).toMatchObject({
      chip: 'live',
      raceTime: '12:34:56',
      text: 'Voiture de sécurité en piste',
      category: null,
    });
  });

  it('gives no LIVE chip to race control once the session is not playing live: finished, paused or none', () => {
    for (const phase of ['finished', 'paused', 'stopped', 'scheduled', 'none'] as const) {
      const [raceControl] = tickerItems([alert(1)], [], phase);
      expect(raceControl, phase).toMatchObject({ chip: 'race-control', raceTime: '12:34:56' });
    }
  });

  it('words race control from its code in the page’s language; news and words no code reads as written', () => {
    const lap: LiveAlert = {
      ...alert(2),
      type: 'fastest_lap',
      code: 'car.fastest_lap',
      values: { car: '7', lap: 45, lap_time_ms: 207_123 },
    };
    const written: LiveAlert = {
      ...alert(3),
      type: 'race_state',
      message: 'Reprise de la course après nettoyage de la piste',
      code: 'as_written',
      values: {},
      lang: 'fr',
    };
    const [fastest, asWritten, news] = tickerItems(
      [lap, written],
      [item(1, 'Hypercar', 'info', 15)],
      'running',
    );
    expect(fastest).toMatchObject({
      text: '#7 : meilleur tour de la course en 3:27.123 (tour 45)',
      lang: undefined,
    });
    expect(asWritten).toMatchObject({ text: 'Reprise de la course après nettoyage de la piste', lang: 'fr' });
    expect(news).toMatchObject({ text: 'Article 1', lang: 'fr' });
  });

  it('labels every news item as news, alerts of the Live category included, without a race time', () => {
    const items = tickerItems(
      [],
      [item(1, 'Live', 'alert', 15), item(2, 'Hypercar', 'info', 14, true)],
      'running',
    );
    expect(items).toEqual([
      expect.objectContaining({ chip: 'news', raceTime: null, category: 'Live', flash: false }),
      expect.objectContaining({ chip: 'news', raceTime: null, category: 'Hypercar', flash: true }),
    ]);
  });

  it('keeps only the latest alert of a category: the earlier ones are over', () => {
    const news = [
      item(8, 'Session', 'alert', 13),
      item(7, 'Session', 'alert', 14),
      item(9, 'Live', 'alert', 12),
      item(5, 'live', 'alert', 15),
      item(1, 'Hypercar', 'info', 11),
    ];
    expect(keys(tickerItems([], news, 'running'))).toEqual(['actualite-5', 'actualite-7', 'actualite-1']);
  });

  it('is empty without alerts or news', () => {
    expect(tickerItems([], [], 'running')).toEqual([]);
  });
});
