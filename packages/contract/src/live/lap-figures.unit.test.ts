import { describe, expect, it } from 'vitest';
import { figuresAfterLap, LAP_FIGURES, lapFiguresSchema, NO_LAP_FIGURES } from './lap-figures.ts';
import { liveRowSchema } from './live-row-schema.ts';

describe('lap figures', () => {
  it('are fields of the live row, each with a rule', () => {
    expect(LAP_FIGURES).toEqual(Object.keys(lapFiguresSchema.shape));
    for (const figure of LAP_FIGURES) expect(liveRowSchema.shape).toHaveProperty(figure);
    expect(NO_LAP_FIGURES).toEqual({ speed: null, top_speed: null });
  });

  it('keep the speed of the last timed lap', () => {
    const kept = { speed: 331.2, top_speed: 340.1 };
    expect(figuresAfterLap(kept, { speed: 325.4, top_speed: 340.1 }, true).speed).toBe(325.4);
    expect(figuresAfterLap(kept, { speed: null, top_speed: null }, false).speed).toBe(331.2);
    expect(figuresAfterLap(kept, { speed: null, top_speed: 340.1 }, true).speed).toBeNull();
  });

  it('keep the highest top speed of every lap, timed or not', () => {
    const kept = { speed: 331.2, top_speed: 340.1 };
    expect(figuresAfterLap(kept, { speed: 344.5, top_speed: 344.5 }, false).top_speed).toBe(344.5);
    expect(figuresAfterLap(kept, { speed: 320, top_speed: 320 }, true).top_speed).toBe(340.1);
    expect(figuresAfterLap(kept, NO_LAP_FIGURES, true).top_speed).toBe(340.1);
    expect(figuresAfterLap(NO_LAP_FIGURES, { speed: 300, top_speed: 310 }, true)).toEqual({
      speed: 300,
      top_speed: 310,
    });
  });
});
