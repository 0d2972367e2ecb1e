import { describe, expect, it } from 'vitest';
import { circuitLengthOf, eventDaysOf, raceLengthOf } from './home-figures.ts';

describe('the home page’s figures of the event shown', () => {
  it('give its circuit’s length and its race’s length', () => {
    expect(circuitLengthOf({ circuit_id: 'le-mans' })).toBe('13.626 km');
    expect(circuitLengthOf({ circuit_id: 'spa' })).toBe('7.004 km');
    expect(raceLengthOf({ scheduled_length_s: 86_400 })).toBe('24 h');
    expect(raceLengthOf({ scheduled_length_s: 6 * 3600 })).toBe('6 h');
  });

  it('say a figure is unknown rather than give Le Mans’s', () => {
    expect(circuitLengthOf({ circuit_id: null })).toBe('—');
    expect(circuitLengthOf(null)).toBe('—');
    expect(raceLengthOf({ scheduled_length_s: null })).toBe('—');
    expect(eventDaysOf([], null)).toBe('—');
  });

  it('give the days the programme covers, else the race day', () => {
    expect(eventDaysOf(['2025-06-15', '2025-06-06', '2025-06-11'], '2025-06-14')).toBe('6-15 juin 2025');
    expect(eventDaysOf(['2025-05-30', '2025-06-02'], null)).toBe('30 mai - 2 juin 2025');
    expect(eventDaysOf([], '2025-05-10')).toBe('10 mai 2025');
  });
});
