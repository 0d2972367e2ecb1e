import type { StrategyResponse } from '@lemans/race/contract';
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

  it('refuses a moment it cannot read, in French', async () => {
    const response = await context.api.get(`/api/sessions/${RECORDED_RACE}/strategy?at=-5`);
    expect(response.status).toBe(400);
    expect(await frenchErrorOf(response)).toBe('« -5 » : une heure de course ne peut être négative');
  });
});
