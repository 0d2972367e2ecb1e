import type { LiveAlert, SessionWeather } from '@lemans/contract';
import { describe, expect, it } from 'vitest';
import type { NewsItem } from '../api/types.ts';
import { racePhaseOf } from '../stores/race-phase.ts';
import { NEWS_CURRENT_MS, TICKER_MAX_ITEMS, type TickerMoment, tickerItems } from './ticker.ts';

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

/** An item published `minute` minutes after 10:00 on the race's Saturday. */
const item = (id: number, category: string, type: string, minute: number, urgent = false): NewsItem => ({
  id,
  title: `Article ${id}`,
  content: '',
  excerpt: '',
  category,
  type,
  urgent,
  author: null,
  published_at: `2025-06-14T10:${String(minute).padStart(2, '0')}:00+02:00`,
  url: null,
  image_url: null,
});

/** Under the safety car that `alert` announces, an hour after the items above were published. */
const running: TickerMoment = {
  phase: racePhaseOf({ phase: 'running', race_state: 'safety', finish: null }),
  raceState: 'safety',
  instantMs: Date.parse('2025-06-14T11:00:00+02:00'),
  weather: null,
};

const keys = (items: { key: string }[]) => items.map((entry) => entry.key);

describe('tickerItems', () => {
  it('puts live, session and trial alerts first, then other alerts, then the 3 latest news', () => {
    const news = [
      item(1, 'Hypercar', 'info', 10),
      item(2, 'Hypercar', 'alert', 12),
      item(3, 'Essais', 'alert', 11),
      item(4, 'LMP2', 'news', 14),
      item(5, 'Session', 'alert', 13),
      item(6, 'LMGT3', 'info', 9),
      item(7, 'Actualités', 'info', 15),
    ];
    expect(keys(tickerItems([alert(40)], news, running))).toEqual([
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
    const news = [item(1, 'LMP2', 'alert', 15), item(2, 'LIVE', 'alert', 10), item(3, 'essais', 'alert', 9)];
    expect(keys(tickerItems([], news, running))).toEqual(['actualite-2', 'actualite-3', 'actualite-1']);
  });

  it('keeps at most 8 items, alerts before news', () => {
    const alerts = Array.from({ length: 6 }, (_, index) => alert(index + 1));
    const news = Array.from({ length: 5 }, (_, index) => item(index + 1, 'Actualités', 'info', index + 1));
    const items = tickerItems(alerts, news, running);
    expect(items).toHaveLength(TICKER_MAX_ITEMS);
    expect(keys(items.slice(6))).toEqual(['actualite-5', 'actualite-4']);
  });

  it('links alerts to the ranking and news to their article, flashing alerts and urgent news', () => {
    const [raceControl, urgent, ordinary] = tickerItems(
      [alert(1)],
      [item(9, 'Hypercar', 'info', 15, true), item(8, 'LMP2', 'info', 14)],
      running,
    );
    expect(raceControl).toMatchObject({ href: '/live/classement', tone: 'warning', flash: true });
    expect(urgent).toMatchObject({ href: '/actualites?articleId=9', tone: 'danger', flash: true });
    expect(ordinary).toMatchObject({ text: 'Article 8', category: 'LMP2', tone: 'news', flash: false });
  });

  it('labels race-control alerts LIVE with their race time while the session runs', () => {
    const [raceControl] = tickerItems([alert(1)], [], running);
    expect(raceControl).toMatchObject({
      chip: 'live',
      raceTime: '12:34:56',
      text: 'Voiture de sécurité en piste',
      category: null,
    });
  });

  it('gives no LIVE chip to race control once the race is not under way: at the flag, paused or none', () => {
    const states = [
      { phase: 'finished', finish: 'provisional' },
      { phase: 'finished', finish: 'final' },
      { phase: 'finished', finish: null },
      { phase: 'paused', finish: null },
      { phase: 'stopped', finish: null },
      { phase: 'scheduled', finish: null },
      { phase: 'none', finish: null },
    ] as const;
    for (const state of states) {
      const phase = racePhaseOf({ ...state, race_state: 'safety' });
      const [raceControl] = tickerItems([alert(1)], [], { ...running, phase });
      expect(raceControl, phase.kind).toMatchObject({ chip: 'race-control', raceTime: '12:34:56' });
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
    const [fastest, asWritten, news] = tickerItems([lap, written], [item(1, 'Hypercar', 'info', 15)], {
      ...running,
      raceState: 'green',
    });
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
      running,
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
    expect(keys(tickerItems([], news, running))).toEqual(['actualite-5', 'actualite-7', 'actualite-1']);
  });

  it('is empty without alerts or news', () => {
    expect(tickerItems([], [], running)).toEqual([]);
  });
});

describe('the ticker tied to the moment shown', () => {
  const fcy = item(9, 'Live', 'alert', 27);
  fcy.title = 'Full Course Yellow sur le circuit';

  it('shows a word on the track state only while the flag of the moment says it', () => {
    expect(keys(tickerItems([], [fcy], { ...running, raceState: 'fcy' }))).toEqual(['actualite-9']);
    for (const raceState of ['green', 'safety', 'red', null] as const) {
      expect(keys(tickerItems([], [fcy], { ...running, raceState })), String(raceState)).toEqual([]);
    }
  });

  it('judges race control by its code, or by its words when no code reads them', () => {
    const red: LiveAlert = {
      ...alert(2),
      type: 'race_state',
      message: 'Drapeau rouge',
      code: 'as_written',
      values: {},
      lang: 'fr',
    };
    const atGreen = { ...running, raceState: 'green' as const };
    expect(keys(tickerItems([alert(1), red], [], atGreen))).toEqual([]);
    expect(keys(tickerItems([alert(1), red], [], { ...running, raceState: 'red' }))).toEqual(['alerte-s1-2']);
    // Other alerts tell no track state, whatever their words.
    const lap: LiveAlert = {
      ...alert(3),
      type: 'fastest_lap',
      code: 'car.fastest_lap',
      values: { car: '7', lap: 45, lap_time_ms: 207_123 },
    };
    expect(keys(tickerItems([lap], [], atGreen))).toEqual(['alerte-s1-3']);
  });

  it('shows news from their publication and for NEWS_CURRENT_MS after', () => {
    const news = [item(1, 'Hypercar', 'info', 30)];
    const published = Date.parse(news[0]?.published_at ?? '');
    const at = (instantMs: number | null) => keys(tickerItems([], news, { ...running, instantMs }));
    expect(at(published - 60_000)).toEqual([]);
    expect(at(published)).toEqual(['actualite-1']);
    expect(at(published + NEWS_CURRENT_MS - 60_000)).toEqual(['actualite-1']);
    expect(at(published + NEWS_CURRENT_MS)).toEqual([]);
    // A moment not yet placed in time cannot tell which news are out.
    expect(at(null)).toEqual([]);
  });

  it('shows the weather of the moment instead of the catalogue’s forecasts', () => {
    const forecast = item(11, 'Météo', 'info', 40);
    const weatherAt = (air: number, track: number) =>
      ({
        air_temperature: air,
        track_temperature: track,
        humidity: null,
        wind_speed: null,
      }) as SessionWeather;
    const [night] = tickerItems([], [forecast], { ...running, weather: weatherAt(14.2, 17.8) });
    expect(night).toMatchObject({
      key: 'meteo',
      chip: 'weather',
      raceTime: null,
      text: 'Air 14,2\u00a0°C · Piste 17,8\u00a0°C',
    });
    const [afternoon] = tickerItems([], [forecast], { ...running, weather: weatherAt(29, 41.5) });
    expect(afternoon?.text).toBe('Air 29,0\u00a0°C · Piste 41,5\u00a0°C');
    expect(tickerItems([], [forecast], running)).toEqual([]);
  });
});
