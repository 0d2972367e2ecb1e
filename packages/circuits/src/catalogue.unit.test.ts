import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeWithSharedData, sharedDataPath } from '../../../tests/support/shared-data.ts';
import { CIRCUITS, circuitById } from './catalogue.ts';
import { CIRCUIT_IDS, type Circuit, type DrawingPoint } from './circuit.ts';
import { sectorsOf } from './circuit-sectors.ts';

const lengthOf = (track: readonly DrawingPoint[]) =>
  track.slice(1).reduce((sum, point, index) => {
    const previous = track[index] as DrawingPoint;
    return sum + Math.hypot(point.x - previous.x, point.y - previous.y);
  }, 0);

/** Twice the signed area of a closed line; positive when it runs clockwise on the screen (y down). */
const twiceArea = (track: readonly DrawingPoint[]) =>
  track.slice(1).reduce((sum, point, index) => {
    const previous = track[index] as DrawingPoint;
    return sum + previous.x * point.y - point.x * previous.y;
  }, 0);

describe('circuitById', () => {
  it('finds every circuit of the calendar by its id, and nothing for another id or none', () => {
    for (const id of CIRCUIT_IDS) expect(circuitById(id)?.id).toBe(id);
    expect(circuitById('monza')).toBeNull();
    expect(circuitById(null)).toBeNull();
    expect(circuitById('')).toBeNull();
  });
});

describeWithSharedData('the catalogue against the season calendar', () => {
  const [header, ...rows] = readFileSync(sharedDataPath('calendar/wec-calendar.csv'), 'utf8')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(';'));
  const column = (name: string) => (header ?? []).indexOf(name);

  it("holds every circuit of the calendar, with the calendar's facts", () => {
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const circuit = circuitById(row[column('circuit_id')]);
      expect(circuit, row.join(';')).not.toBeNull();
      expect(circuit?.country).toBe(row[column('country')]);
      expect(circuit?.timeZone).toBe(row[column('timezone')]);
      expect(circuit?.lengthM).toBe(Math.round(Number(row[column('length_km')]) * 1000));
      expect(circuit?.direction).toBe(row[column('direction')]);
    }
  });
});

describe.each(CIRCUITS.map((circuit) => [circuit.id, circuit] as const))(
  'the %s circuit',
  (_id, circuit: Circuit) => {
    const { track } = circuit.drawing;

    it('is drawn as a closed line, in its direction of travel', () => {
      expect(track[0]).toEqual(track.at(-1));
      expect(twiceArea(track) > 0).toBe(circuit.direction === 'clockwise');
    });

    it('names its places in the order of the lap, and its sectors add up to the lap', () => {
      const shares = circuit.landmarks.map((landmark) => landmark.share);
      expect(shares).toEqual([...shares].sort((a, b) => a - b));
      for (const share of shares) expect(share >= 0 && share < 1).toBe(true);
      const [first, second, third] = sectorsOf(circuit).starts;
      expect(first).toBe(0);
      expect(second).toBeGreaterThan(0);
      expect(third).toBeGreaterThan(second);
      expect(third).toBeLessThan(1);
      if (circuit.sectorShares)
        expect(circuit.sectorShares.reduce((sum, share) => sum + share)).toBeCloseTo(1, 3);
    });

    it('is pinned to the lap where it is not drawn to scale', () => {
      const { pins } = circuit.drawing;
      if (circuit.drawing.kind !== 'hand-drawn') return expect(pins).toEqual([]);
      expect(pins[0]).toEqual({ index: 0, share: 0 });
      expect(pins.at(-1)).toEqual({ index: track.length - 1, share: 1 });
      for (let index = 1; index < pins.length; index++) {
        expect(pins[index]?.index).toBeGreaterThan(pins[index - 1]?.index as number);
        expect(pins[index]?.share).toBeGreaterThan(pins[index - 1]?.share as number);
      }
    });
  },
);

describe.each(
  CIRCUITS.filter((circuit) => circuit.drawing.kind === 'measured').map(
    (circuit) => [circuit.id, circuit] as const,
  ),
)('the measured drawing of %s', (_id, circuit: Circuit) => {
  it('is as long as the lap, within 1 %', () => {
    const metres = lengthOf(circuit.drawing.track) * (circuit.drawing.unitMetres as number);
    expect(Math.abs(metres - circuit.lengthM) / circuit.lengthM).toBeLessThan(0.01);
  });

  it('starts at the finish line: the pit lane spans it, the first corner comes soon after', () => {
    const pit = circuit.pitLane;
    expect(pit).not.toBeNull();
    expect(pit?.entryShare).toBeGreaterThan(0.8);
    expect(pit?.exitShare).toBeLessThan(0.15);
    expect(circuit.landmarks[0]?.share).toBeLessThan(0.15);
  });
});

describe('the schematic drawing', () => {
  it('draws Fuji, whose geometry is not known, as a ring with no place named and sectors in thirds', () => {
    const fuji = circuitById('fuji') as Circuit;
    expect(fuji.drawing.kind).toBe('schematic');
    expect(fuji.landmarks).toEqual([]);
    expect(sectorsOf(fuji)).toEqual({ starts: [0, 1 / 3, 2 / 3], measured: false });
    expect(sectorsOf(null).measured).toBe(false);
    expect(sectorsOf(circuitById('spa')).measured).toBe(true);
  });
});
