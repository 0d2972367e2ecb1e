import type { StrategyResponse } from '@lemans/contract';
import { parse } from 'csv-parse/sync';
import { expect, it } from 'vitest';
import { RECORDED_RACE, RECORDED_RACE_SEED } from '../../e2e/support/recorded-race.ts';
import { describeWithSharedData } from '../../support/shared-data.ts';
import { type ApiUnderTest, apiUnderTest } from './api-under-test.ts';
import { frenchErrorOf } from './french-error.ts';

/** GET /api/sessions/:id/strategy on the whole 2025 race run through ingest, at moments of the race. */

let context: ApiUnderTest;

async function strategyAt(query: string): Promise<StrategyResponse> {
  const response = await context.api.get(`/api/sessions/${RECORDED_RACE}/strategy${query}`);
  expect(response.status, query).toBe(200);
  return (await response.json()) as StrategyResponse;
}

describeWithSharedData('the strategy endpoint', () => {
  context = apiUnderTest({}, { seed: RECORDED_RACE_SEED });

  it('gives every car its stint, its usual stint, its next stop and the gaps once the stops even out', async () => {
    const body = await strategyAt('?at=12:00:00');
    expect(body.at_race_ms).toBe(43_200_000);
    expect(body.strategy.length).toBeGreaterThanOrEqual(55);
    // The leading class first, each class in its order.
    expect(body.strategy[0]).toMatchObject({
      category: 'Hypercar',
      class_position: 1,
      pit_adjusted_class_leader_gap_ms: null,
    });
    const hypercars = body.strategy.filter((row) => row.category === 'Hypercar');
    expect(hypercars.map((row) => row.class_position)).toEqual(hypercars.map((_, index) => index + 1));
    const ranked = hypercars.map((row) => row.pit_adjusted_class_position).filter((place) => place !== null);
    expect([...ranked].sort((a, b) => a - b)).toEqual(ranked.map((_, index) => index + 1));
    const ferrari = body.strategy.find((row) => row.participant_number === '83');
    expect(ferrari).toMatchObject({ team: 'AF Corse', usual_stint_from: 'car' });
    expect(ferrari?.usual_stint_laps).toBeGreaterThanOrEqual(11);
    expect(ferrari?.usual_stint_laps).toBeLessThanOrEqual(15);
    expect(ferrari?.next_stop_lap).toBeGreaterThan(ferrari?.laps as number);
    expect(ferrari?.stop_cost_ms).toBeGreaterThan(30_000);
    expect(ferrari?.stop_cost_ms).toBeLessThan(150_000);
    expect(ferrari?.stops_owed).toBeGreaterThan(10);
    const window = [ferrari?.next_stop_window_from_lap, ferrari?.next_stop_window_to_lap] as [number, number];
    expect(window[0]).toBeLessThanOrEqual(window[1]);
  });

  it('never ranks a car laps down, in the pits or out ahead of a running car it follows on the road', async () => {
    let compared = 0;
    for (let hour = 1; hour < 24; hour += 1) {
      const body = await strategyAt(`?at=${String(hour).padStart(2, '0')}:30:00`);
      for (const category of new Set(body.strategy.map((row) => row.category))) {
        const cars = body.strategy.filter((row) => row.category === category);
        for (const promoted of cars) {
          for (const passed of cars) {
            const ahead = promoted.pit_adjusted_class_position;
            const behind = passed.pit_adjusted_class_position;
            if (ahead === null || behind === null || ahead >= behind) continue;
            compared += 1;
            if (promoted.class_position < passed.class_position) continue;
            // Ahead once the stops even out, behind on the road: only a running car on the same lap.
            const who = `#${promoted.participant_number} over #${passed.participant_number} at ${hour}:30`;
            expect(promoted.in_pit, who).toBe(false);
            expect(promoted.laps, who).toBe(passed.laps);
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('owes no stop at the flag, and gives one car alone with ?entry=', async () => {
    const end = await strategyAt('');
    for (const row of end.strategy) {
      expect(row.stops_owed === null || row.stops_owed === 0, row.participant_number).toBe(true);
      expect(row.next_stop_lap).toBeNull();
    }
    const one = await strategyAt('?entry=16&at=06:00:00');
    expect(one.strategy.map((row) => row.participant_number)).toEqual(['83']);
  });

  it('writes the strategy as a spreadsheet reads it', async () => {
    const response = await context.api.get(`/api/sessions/${RECORDED_RACE}/strategy?at=12:00:00&format=csv`);
    expect(response.status).toBe(200);
    const [headers = [], ...rows] = parse(await response.text(), { bom: true, delimiter: ';' }) as string[][];
    expect(new Set(headers).size).toBe(headers.length);
    expect(headers).toEqual(
      expect.arrayContaining(['Prochain arrêt (tour)', 'Coût d’un arrêt (h:mm:ss.mmm)']),
    );
    expect(rows.map((row) => row[headers.indexOf('N°')])).toContain('007');
  });

  it('names the moment of its figures, in the file name and in every row', async () => {
    const at = await context.api.get(`/api/sessions/${RECORDED_RACE}/strategy?at=12:00:00&format=csv`);
    expect(at.headers.get('content-disposition')).toBe(
      `attachment; filename="strategie-${RECORDED_RACE}-H+12h00.csv"`,
    );
    const [headers = [], ...rows] = parse(await at.text(), { bom: true, delimiter: ';' }) as string[][];
    expect(headers.slice(0, 2)).toEqual([
      'Situation à (ms de course)',
      'Situation à (h:mm:ss.mmm de course)',
    ]);
    expect(rows.length).toBeGreaterThanOrEqual(55);
    for (const row of rows) expect(row.slice(0, 2)).toEqual(['43200000', '12:00:00.000']);

    // Without a moment asked, the figures are those of the session's last moment, which the file says.
    const { at_race_ms: lastMs } = await strategyAt('');
    const last = await context.api.get(`/api/sessions/${RECORDED_RACE}/strategy?format=csv`);
    const seconds = Math.floor(lastMs / 1000);
    const name = `H+${Math.floor(seconds / 3600)}h${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}m${String(seconds % 60).padStart(2, '0')}s`;
    expect(last.headers.get('content-disposition')).toBe(
      `attachment; filename="strategie-${RECORDED_RACE}-${name}.csv"`,
    );
    const [, first] = parse(await last.text(), { bom: true, delimiter: ';' }) as string[][];
    expect(first?.[0]).toBe(String(lastMs));
  });

  it('refuses a moment it cannot read, in French', async () => {
    const response = await context.api.get(`/api/sessions/${RECORDED_RACE}/strategy?at=-5`);
    expect(response.status).toBe(400);
    expect(await frenchErrorOf(response)).toBe('« -5 » : une heure de course ne peut être négative');
  });
});
