import { describe, expect, it } from 'vitest';
import type { ReportCarTrend } from '../../api/types.ts';
import { carColors, carsOfClass, nearestLine, trendLines } from './trend-rules.ts';

const car = (number: string, category_label: string, positions: (number | null)[]): ReportCarTrend => ({
  number,
  team: `Équipe ${number}`,
  category_label,
  positions,
  gaps_ms: positions.map((position) => (position === null ? null : (position - 1) * 30_000)),
});

const cars = [
  car('5', 'Hypercar', [2, 1, null]),
  car('6', 'Hypercar', [1, 2, 1]),
  car('7', 'Hypercar', [3, 3, 2]),
  car('22', 'LMP2', [4, 4, 3]),
  car('92', 'LMGT3', [5, null, null]),
];

describe('car colours', () => {
  it('differ within a class and start over in the next one', () => {
    const colors = carColors(cars);
    const hypercars = ['5', '6', '7'].map((number) => colors.get(number));
    expect(new Set(hypercars).size).toBe(3);
    expect(colors.get('22')).toBe(colors.get('5'));
    expect(colors.get('92')).toBe(colors.get('5'));
  });
});

describe('cars of a class', () => {
  it('keeps one class or all', () => {
    expect(carsOfClass(cars, 'Hypercar').map((found) => found.number)).toEqual(['5', '6', '7']);
    expect(carsOfClass(cars, 'LMGT3').map((found) => found.number)).toEqual(['92']);
    expect(carsOfClass(cars, null)).toBe(cars);
  });
});

describe('trend lines', () => {
  it('gives positions as they are and gaps in minutes, holes kept', () => {
    const { positions, gaps } = trendLines(cars.slice(0, 1), carColors(cars));
    expect(positions[0]).toMatchObject({ number: '5', team: 'Équipe 5', values: [2, 1, null] });
    expect(gaps[0]?.values).toEqual([0.5, 0, null]);
    expect(gaps[0]?.color).toBe(positions[0]?.color);
  });

  it('finds the line nearest a point, skipping cars without that lap', () => {
    const { positions } = trendLines(cars, carColors(cars));
    expect(nearestLine(positions, 0, (value) => Math.abs(value - 1.2))).toBe(1);
    expect(nearestLine(positions, 2, (value) => Math.abs(value - 1.2))).toBe(1);
    expect(nearestLine(positions, 1, (value) => Math.abs(value - 5))).toBe(3);
    expect(nearestLine([], 0, () => 0)).toBeNull();
  });
});
