import type { RaceControlAnswer, RaceControlEntry } from '@lemans/contract';
import { formatLapTime } from '@lemans/contract/timing';
import { describe, expect, it } from 'vitest';
import { RECORDED_RACE, RECORDED_RACE_SEED } from '../../e2e/support/recorded-race.ts';
import { apiUnderTest } from './api-under-test.ts';
import { frenchErrorOf } from './french-error.ts';

/**
 * GET /api/race-control on the whole 2025 race run through ingest: every flag, safety car, retirement and
 * fastest lap, newest first, each car's class given, and at a moment only what race control had said by then.
 */

const context = apiUnderTest({}, { seed: RECORDED_RACE_SEED });

async function log(path: string): Promise<RaceControlEntry[]> {
  const response = await context.api.get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=5');
  const answer = (await response.json()) as RaceControlAnswer;
  // A race followed from the start: its own log, whole.
  expect(answer.partial_since_ms).toBeNull();
  expect(answer.entries.every((entry) => entry.source === 'session')).toBe(true);
  return answer.entries;
}

describe('the race-control log', () => {
  it("lists the race's flags, safety cars, retirements and fastest laps, newest first", async () => {
    const entries = await log(`/api/race-control?sessionId=${RECORDED_RACE}`);
    const times = entries.map((entry) => entry.race_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const titles = new Set(entries.map((entry) => entry.title));
    for (const title of [
      'Voiture de sécurité',
      'Drapeau vert',
      'Abandon',
      'Meilleur tour',
      'Drapeau à damier',
    ]) {
      expect(titles, title).toContain(title);
    }
    // Every fastest lap names its car and class; the class's own bests are there beside the race's.
    const laps = entries.filter((entry) => entry.type === 'fastest_lap');
    expect(new Set(laps.map((entry) => entry.category))).toEqual(new Set(['Hypercar', 'LMP2', 'LMGT3']));
    expect(laps.every((entry) => entry.participant_number !== null)).toBe(true);
    expect(laps.some((entry) => /meilleur tour de la course/.test(entry.message))).toBe(true);
    // A flag is the whole field's: no car, no class.
    const flags = entries.filter((entry) => entry.type === 'safety_car' || entry.type === 'race_state');
    expect(flags.length).toBeGreaterThan(5);
    expect(flags.every((entry) => entry.participant_number === null && entry.category === null)).toBe(true);
    const retired = entries.filter((entry) => entry.type === 'dnf');
    expect(retired.length).toBeGreaterThanOrEqual(12);
    expect(retired.every((entry) => entry.category !== null)).toBe(true);
    // The banner's alerts are a few of these.
    const alerts = (await (await context.api.get(`/api/live-alerts?sessionId=${RECORDED_RACE}`)).json()) as {
      id: number;
    }[];
    const ids = new Set(entries.map((entry) => entry.id));
    expect(alerts.every((alert) => ids.has(alert.id))).toBe(true);
  });

  it('gives each entry its code and values, read from the events, for the pages to word', async () => {
    const entries = await log(`/api/race-control?sessionId=${RECORDED_RACE}`);
    // Every entry of a race run through ingest is read: none falls back to the generic code or its words.
    expect(entries.filter((entry) => entry.code === 'race_control' || entry.code === 'as_written')).toEqual(
      [],
    );
    const codesOf = (type: string) =>
      new Set(entries.filter((entry) => entry.type === type).map((e) => e.code));
    expect(codesOf('safety_car')).toEqual(new Set(['race_state.safety']));
    expect([...codesOf('race_state')]).toEqual(
      expect.arrayContaining(['race_state.green', 'race_state.fcy', 'race_state.finished']),
    );
    expect(codesOf('fastest_lap')).toEqual(new Set(['car.fastest_lap', 'car.class_fastest_lap']));
    for (const entry of entries) {
      if (entry.code.startsWith('race_state.')) expect(entry.values, entry.message).toEqual({});
      if (entry.code === 'car.dnf' || entry.code === 'car.stopped')
        expect(entry.values).toEqual({ car: entry.participant_number, lap: entry.lap_number });
      if (entry.code === 'car.fastest_lap' || entry.code === 'car.class_fastest_lap') {
        const { car, lap, lap_time_ms } = entry.values;
        expect({ car, lap }).toEqual({ car: entry.participant_number, lap: entry.lap_number });
        // The French message the API keeps for scripts says the same lap time.
        expect(entry.message).toContain(` en ${formatLapTime(lap_time_ms)} (tour ${lap})`);
      }
      if (entry.code === 'car.class_fastest_lap') expect(entry.values.category).toBe(entry.category);
    }
    expect(codesOf('dnf')).toContain('car.dnf');
    // The results' disqualification of #50.
    expect(entries.filter((entry) => entry.type === 'disqualification')).toEqual([
      expect.objectContaining({ code: 'car.disqualified', values: { car: '50' }, title: 'Disqualification' }),
    ]);
  });

  it('gives at a moment only what race control had said by then', async () => {
    const whole = await log(`/api/race-control?sessionId=${RECORDED_RACE}`);
    const noon = await log(`/api/race-control?session=${RECORDED_RACE}&t=12:00:00`);
    expect(noon.length).toBeGreaterThan(10);
    expect(noon.length).toBeLessThan(whole.length);
    expect(noon.every((entry) => entry.race_time <= 12 * 3_600_000)).toBe(true);
    expect(noon).toEqual(whole.filter((entry) => entry.race_time <= 12 * 3_600_000));
    expect(await log(`/api/race-control?session=${RECORDED_RACE}&t=00:00:00`)).toEqual(
      whole.filter((entry) => entry.race_time <= 0),
    );
  });

  it.each([
    [
      '/api/race-control?session=course-2025&t=14h',
      400,
      "« 14h » n'est pas une heure de course (hh:mm:ss ou millisecondes)",
    ],
    [
      '/api/race-control?sessionId=autre&session=course-2025&t=1',
      400,
      'Les paramètres sessionId et session nomment deux sessions différentes',
    ],
    ['/api/race-control?sessionId=inconnue', 404, 'Session introuvable'],
    ['/api/race-control?session=inconnue&t=01:00:00', 404, 'Session introuvable'],
  ])('refuses %s (%i) in French', async (path, status, message) => {
    const response = await context.api.get(path);
    expect(response.status).toBe(status);
    expect(await frenchErrorOf(response)).toBe(message);
  });
});
