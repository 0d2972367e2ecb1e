import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newsSchema, PROGRAM_CATEGORIES, programSchema } from './catalogue-schemas.ts';
import { CATALOGUE_DIR } from './load-catalogue.ts';

const read = (file: string): unknown => JSON.parse(readFileSync(join(CATALOGUE_DIR, file), 'utf8'));

describe('program.json', () => {
  const program = programSchema.parse(read('program.json'));
  const events = Object.values(program).flat();

  it('covers every day from 6 to 15 June 2025', () => {
    expect(Object.keys(program)).toEqual([
      '2025-06-06',
      '2025-06-07',
      '2025-06-08',
      '2025-06-09',
      '2025-06-10',
      '2025-06-11',
      '2025-06-12',
      '2025-06-13',
      '2025-06-14',
      '2025-06-15',
    ]);
    for (const day of Object.values(program)) expect(day.length).toBeGreaterThan(0);
  });

  it('uses the four legend categories', () => {
    expect(new Set(events.map((event) => event.category))).toEqual(new Set(PROGRAM_CATEGORIES));
  });

  it('files each event under its start day, ends it after it starts and gives it a unique id', () => {
    for (const [day, dayEvents] of Object.entries(program)) {
      for (const event of dayEvents) {
        expect(event.start_datetime.slice(0, 10)).toBe(day);
        expect(Date.parse(event.end_datetime)).toBeGreaterThan(Date.parse(event.start_datetime));
      }
    }
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
  });

  it('starts the race on Saturday 14 June at 16:00, Paris time', () => {
    const start = events.find((event) => event.start_datetime === '2025-06-14T16:00:00+02:00');
    expect(start?.category).toBe('24 Heures du Mans');
    expect(start?.end_datetime).toBe('2025-06-15T16:00:00+02:00');
  });
});

describe('news.json', () => {
  const news = newsSchema.parse(read('news.json'));

  it('has exactly one urgent item and several race-control alerts', () => {
    expect(news.filter((item) => item.urgent)).toHaveLength(1);
    expect(news.filter((item) => item.type === 'alert').length).toBeGreaterThanOrEqual(3);
  });

  it('is ordered newest first, with unique ids', () => {
    const times = news.map((item) => Date.parse(item.published_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(news.map((item) => item.id)).size).toBe(news.length);
  });
});
