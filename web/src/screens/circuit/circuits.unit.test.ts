import { CIRCUIT_IDS } from '@lemans/circuits';
import { describe, expect, it } from 'vitest';
import type { DrawnCircuit } from './circuit-layout.ts';
import { drawnCircuitById } from './circuits.ts';
import { mapNoteOf, mapTitleOf } from './map-texts.ts';

describe('drawnCircuitById', () => {
  it('draws the circuit of an id, the same object each time, and the schematic for an id unknown or none', () => {
    expect(drawnCircuitById('spa').circuit?.id).toBe('spa');
    expect(drawnCircuitById('spa')).toBe(drawnCircuitById('spa'));
    const unknown = drawnCircuitById('monza');
    expect(unknown.circuit).toBeNull();
    expect(unknown.kind).toBe('schematic');
    expect(drawnCircuitById(null)).toBe(unknown);
    expect(drawnCircuitById(undefined)).toBe(unknown);
    expect(unknown.places).toEqual([]);
  });

  it('says what the map cannot vouch for', () => {
    expect(mapTitleOf(drawnCircuitById('spa'))).toBe('Circuit de Spa-Francorchamps, 7,004 km');
    expect(mapNoteOf(drawnCircuitById('spa'))).toBeNull();
    expect(mapNoteOf(drawnCircuitById('le-mans'))).toBeNull();
    expect(mapNoteOf(drawnCircuitById('imola'))).toMatch(/^Secteurs non mesurés/);
    expect(mapNoteOf(drawnCircuitById('fuji'))).toMatch(/^Tracé schématique.*Secteurs non mesurés/);
    expect(mapTitleOf(drawnCircuitById(null))).toBe('Circuit non identifié');
    expect(mapNoteOf(drawnCircuitById(null))).toMatch(/^Tracé schématique/);
  });
});

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(b.x - a.x, b.y - a.y);

describe.each([...CIRCUIT_IDS, null].map((id) => [id ?? 'unknown', drawnCircuitById(id)] as const))(
  'the %s map',
  (_id, drawn: DrawnCircuit) => {
    it('starts its lap at the finish line, and its sector lines lie on the track in order', () => {
      expect(drawn.track.pointAt(0)).toEqual(drawn.trackPoints[0]);
      expect(drawn.finish.point).toEqual(drawn.trackPoints[0]);
      const [s2, s3] = drawn.sectorLines;
      expect(s2?.point).toEqual(drawn.track.pointAt(drawn.sectors.starts[1]));
      expect(s3?.point).toEqual(drawn.track.pointAt(drawn.sectors.starts[2]));
    });

    it('lays its pit lane beside the finish line', () => {
      const nearest = Math.min(...drawn.pitPoints.map((point) => distance(point, drawn.finish.point)));
      expect(nearest).toBeLessThan(80);
      expect(drawn.pit.length).toBeGreaterThan(0);
      expect(drawn.track.length).toBeGreaterThan(drawn.pit.length);
    });

    it('frames its whole drawing, the names of its places included, and no more', () => {
      const { view } = drawn;
      const inside = (x: number, y: number) =>
        x >= view.x && x <= view.x + view.width && y >= view.y && y <= view.y + view.height;
      for (const point of [...drawn.trackPoints, ...drawn.pitPoints])
        expect(inside(point.x, point.y)).toBe(true);
      for (const place of drawn.places) expect(inside(place.label.x, place.label.y)).toBe(true);
      const xs = drawn.trackPoints.map((point) => point.x);
      // The track fills at least half of the view's width: a phone shows it as large as it can.
      expect((Math.max(...xs) - Math.min(...xs)) / view.width).toBeGreaterThan(0.5);
    });

    it('writes each place name beside its place', () => {
      for (const place of drawn.places) {
        expect(distance(place.point, place.label), place.name).toBeLessThan(260);
      }
    });
  },
);

describe('the Le Mans map', () => {
  const leMans = drawnCircuitById('le-mans');

  it("keeps its hand drawing's places at their points, its cars placed by the real lap's distance", () => {
    const mulsanne = leMans.places.find((place) => place.name === 'Mulsanne');
    expect(mulsanne?.point).toEqual({ x: 770, y: 660 });
    expect(mulsanne?.label).toEqual({ x: 782, y: 682 });
    // Sector 3 starts 7.8 km from the line, just before Mulsanne corner: on the drawing's Mulsanne straight.
    const s3 = leMans.sectorLines[1]?.point ?? { x: 0, y: 0 };
    expect(s3.x).toBeGreaterThan(770);
    expect(s3.y).toBeGreaterThan(540);
  });
});
