import { describe, expect, it } from 'vitest';
import type { ClassificationCar } from './classification.ts';
import { classify } from './classification.ts';
import { classificationRulesOf } from './classification-rules.ts';

const RULES = { minDistanceShare: 0.7, source: 'test' };
const FLAG = { flagged: true, complete: true };

function car(number: string, laps: number, lastCrossingMs: number, state: ClassificationCar['state']) {
  return {
    number,
    category: 'LMGT3',
    subclass: null,
    laps,
    lastCrossingMs,
    state,
    official: null,
  } satisfies ClassificationCar;
}

describe('classify', () => {
  it('places and measures a sub-class among its own cars, within its class', () => {
    const proAm = (number: string, laps: number, crossing: number) => ({
      ...car(number, laps, crossing, 'Finished'),
      category: 'LMP2',
      subclass: 'PRO_AM' as const,
    });
    const table = classify(
      [
        { ...car('43', 367, 5000, 'Finished'), category: 'LMP2' },
        proAm('199', 366, 5200),
        { ...car('9', 365, 5100, 'Finished'), category: 'LMP2' },
        proAm('29', 365, 5150),
        proAm('24', 170, 3000),
      ],
      FLAG,
      RULES,
    );
    expect(
      table.map((row) => [row.number, row.classPosition, row.subclassPosition, row.subclassGapLaps]),
    ).toEqual([
      ['43', 1, null, null],
      ['199', 2, 1, null],
      ['9', 3, null, null],
      ['29', 4, 2, 1],
      ['24', null, null, 196],
    ]);
  });

  it('does not classify a car at the flag short of 70 % of the winner’s laps, and says why', () => {
    const table = classify([car('1', 100, 5000, 'Finished'), car('2', 69, 5100, 'Finished')], FLAG, RULES);
    expect(table[1]).toMatchObject({
      number: '2',
      status: 'NC',
      reason: 'moins de 70 % de la distance du vainqueur',
      position: null,
      gapLaps: 31,
    });
    expect(
      classify([car('1', 100, 5000, 'Finished'), car('2', 70, 5100, 'Finished')], FLAG, RULES)[1]?.status,
    ).toBe('classified');
  });

  it('classifies every car at the flag when the event’s rule is unknown', () => {
    const table = classify([car('1', 100, 5000, 'Finished'), car('2', 10, 5100, 'Finished')], FLAG, null);
    expect(table.map((row) => row.status)).toEqual(['classified', 'classified']);
  });

  it('measures the distance against the winner, not against a disqualified car ahead of it', () => {
    const disqualified = {
      ...car('9', 200, 4000, 'Finished'),
      official: { status: 'DSQ', position: null, laps: 200, reason: '' },
    } as const;
    const table = classify(
      [disqualified, car('1', 100, 5000, 'Finished'), car('2', 75, 5100, 'Finished')],
      FLAG,
      RULES,
    );
    expect(table.map((row) => [row.number, row.status, row.position])).toEqual([
      ['1', 'classified', 1],
      ['2', 'classified', 2],
      ['9', 'DSQ', null],
    ]);
  });

  it('waits for the end of the session before calling a car that has not crossed not classified', () => {
    const cars = [car('1', 100, 5000, 'Finished'), car('2', 99, 4900, 'Running')];
    expect(classify(cars, { flagged: true, complete: false }, RULES)[1]).toMatchObject({
      status: 'running',
      position: 2,
    });
    expect(classify(cars, FLAG, RULES)[1]).toMatchObject({ status: 'NC', position: null });
  });

  it('places cars without a lap after those with one, in no gap to anyone', () => {
    const table = classify(
      [{ ...car('2', 0, 0, 'Running'), lastCrossingMs: null }, car('1', 1, 200, 'Running')],
      {
        flagged: false,
        complete: false,
      },
      RULES,
    );
    expect(table.map((row) => [row.number, row.position, row.gapLaps])).toEqual([
      ['1', 1, null],
      ['2', 2, 1],
    ]);
  });
});

describe('classificationRulesOf', () => {
  const leMans = { championship: 'FIA WEC', season: 2025, circuitId: 'le-mans', scheduledLengthS: 86_400 };

  it('finds the 70 % rule for the 2025 races of the FIA WEC, not for another season or a practice', () => {
    expect(classificationRulesOf(leMans)?.minDistanceShare).toBe(0.7);
    expect(
      classificationRulesOf({ ...leMans, circuitId: 'spa', scheduledLengthS: 21_600 })?.minDistanceShare,
    ).toBe(0.7);
    expect(classificationRulesOf({ ...leMans, season: 2026 })).toBeNull();
    expect(classificationRulesOf(leMans, 3600)).toBeNull();
    expect(classificationRulesOf(null)).toBeNull();
  });
});
