import { describe, expect, it } from 'vitest';
import { circuitOfEvent, LE_MANS_CIRCUIT, SPA_CIRCUIT } from './circuits.ts';

describe('circuitOfEvent', () => {
  it("draws Spa for an event held there and Le Mans for the others, the site's own", () => {
    expect(circuitOfEvent('6 Heures de Spa-Francorchamps 2025')).toBe(SPA_CIRCUIT);
    expect(circuitOfEvent('6 Hours of SPA')).toBe(SPA_CIRCUIT);
    expect(circuitOfEvent('24 Heures du Mans 2025')).toBe(LE_MANS_CIRCUIT);
    expect(circuitOfEvent('Spanish Grand Prix')).toBe(LE_MANS_CIRCUIT);
    expect(circuitOfEvent(null)).toBe(LE_MANS_CIRCUIT);
    expect(circuitOfEvent('')).toBe(LE_MANS_CIRCUIT);
  });
});

describe.each([
  ['Le Mans', LE_MANS_CIRCUIT],
  ['Spa', SPA_CIRCUIT],
])('the %s drawing', (_name, circuit) => {
  const { layout, track, pit, sectorStarts } = circuit;

  it('is a closed lap whose sectors start in order, in proportion to the time the timing gives them', () => {
    expect(layout.track[0]).toEqual(layout.track.at(-1));
    const [first, second, third] = sectorStarts;
    expect(first).toBe(0);
    // A sector's share of the drawn lap is near its share of a typical lap's time (fast straights make
    // the two differ): within 0.2.
    const [s1, s2] = layout.typicalSectorsMs;
    const lap = layout.typicalSectorsMs.reduce((sum, time) => sum + time, 0);
    expect(Math.abs(second - s1 / lap)).toBeLessThan(0.2);
    expect(Math.abs(third - (s1 + s2) / lap)).toBeLessThan(0.2);
    expect(third).toBeGreaterThan(second);
  });

  it('names its places at points of the track, and its pit lane lies beside the line', () => {
    for (const place of layout.places) expect(layout.track[place.at]).toBeDefined();
    const line = layout.track[0];
    const nearest = Math.min(
      ...layout.pitLane.map((point) => Math.hypot(point.x - (line?.x ?? 0), point.y - (line?.y ?? 0))),
    );
    expect(nearest).toBeLessThan(80);
    expect(pit.length).toBeGreaterThan(0);
    expect(track.length).toBeGreaterThan(pit.length);
  });

  it('frames its whole drawing, the names of its places included, and no more', () => {
    const { view } = circuit;
    const inside = (x: number, y: number) =>
      x >= view.x && x <= view.x + view.width && y >= view.y && y <= view.y + view.height;
    for (const point of [...layout.track, ...layout.pitLane]) expect(inside(point.x, point.y)).toBe(true);
    for (const place of layout.places) {
      const anchor = layout.track[place.at] ?? { x: Number.NaN, y: Number.NaN };
      expect(inside(anchor.x + place.dx, anchor.y + place.dy)).toBe(true);
    }
    const xs = layout.track.map((point) => point.x);
    // The track fills at least half of the view's width: a phone shows it as large as it can.
    expect((Math.max(...xs) - Math.min(...xs)) / view.width).toBeGreaterThan(0.5);
  });
});
