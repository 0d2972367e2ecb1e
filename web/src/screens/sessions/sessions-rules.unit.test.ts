import { testLiveRow } from '@lemans/contract/test-live-row';
import { describe, expect, it } from 'vitest';
import type { LiveRow } from '../../api/types.ts';
import { byRanking, isActiveCar, lapCountOf, sessionDateOf, sessionTiles } from './sessions-rules.ts';

const row = (number: string, overrides: Partial<LiveRow> = {}): LiveRow =>
  testLiveRow({
    entry_id: Number(number),
    participant_number: number,
    team_name: `Équipe ${number}`,
    lap_count: 387,
    last_lap_time: 212_000,
    best_lap_time: 206_063,
    speed: 240.3,
    car_name: '499P',
    current_driver_name: '',
    current_driver_id: null,
    pit_stops: 0,
    ...overrides,
  });

describe('isActiveCar', () => {
  it('counts every car still in the race', () => {
    expect(
      ['Running', 'OnTrack', 'InPit', 'Finished'].map((state) => isActiveCar({ car_state: state })),
    ).toEqual([true, true, true, true]);
    expect(['Out', 'Stopped', 'Retired'].map((state) => isActiveCar({ car_state: state }))).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('sessionTiles', () => {
  it('counts cars, active cars, laps, and keeps the best positive lap', () => {
    const rows = [
      row('83'),
      row('51', { lap_count: 386, best_lap_time: 205_948 }),
      row('12', { lap_count: 100, car_state: 'Retired', best_lap_time: 0 }),
      row('99', { lap_count: 0, car_state: 'Stopped', best_lap_time: null }),
    ];
    expect(sessionTiles(rows)).toEqual({ cars: 4, activeCars: 2, totalLaps: 873, bestTime: 205_948 });
  });

  it('has no best time without a timed lap', () => {
    expect(sessionTiles([])).toEqual({ cars: 0, activeCars: 0, totalLaps: 0, bestTime: null });
  });
});

describe('byRanking', () => {
  it('orders by position, unclassified cars last by number', () => {
    const rows = [row('7', { ranking: 0 }), row('51', { ranking: 2 }), row('83'), row('5', { ranking: 0 })];
    expect(byRanking(rows).map((car) => car.participant_number)).toEqual(['83', '51', '5', '7']);
  });
});

describe('sessionDateOf', () => {
  it("dates a session by the race's own start, not by when it was stored", () => {
    const session = {
      start_time: '2025-06-14T14:00:00.000Z',
      created_at: '2026-11-24T23:00:00.000Z',
      time_zone: 'Europe/Paris',
    };
    expect(sessionDateOf(session)).toEqual({ dateTime: '2025-06-14T14:00:00.000Z', text: '14 juin 2025' });
  });

  it('gives the day of the race in its event’s time zone, whatever the visitor’s', () => {
    // 08:00 on Sunday at Fuji is still Saturday in Europe and America.
    const fuji = { start_time: '2025-09-27T23:00:00.000Z', created_at: '2025-09-28T10:00:00.000Z' };
    expect(sessionDateOf({ ...fuji, time_zone: 'Asia/Tokyo' }).text).toBe('28 septembre 2025');
    expect(sessionDateOf({ ...fuji, time_zone: 'America/New_York' }).text).toBe('27 septembre 2025');
  });

  it('falls back on when it was stored for a session whose start is unknown', () => {
    const session = { start_time: null, created_at: '2025-06-11T12:00:00.000Z', time_zone: 'Europe/Paris' };
    expect(sessionDateOf(session).dateTime).toBe('2025-06-11T12:00:00.000Z');
    expect(sessionDateOf(session).text).toMatch(/^11\/06\/2025 \d{2}:\d{2}$/);
  });
});

describe('lapCountOf', () => {
  it('counts the laps a session recorded as laps', () => {
    expect([0, 1, 387].map(lapCountOf)).toEqual(['0 tour', '1 tour', '387 tours']);
  });
});
