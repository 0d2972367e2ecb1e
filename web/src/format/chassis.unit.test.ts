import { describe, expect, it } from 'vitest';
import { chassisOf } from './chassis.ts';

describe('chassisOf', () => {
  it('names the car without doubling its brand', () => {
    expect(chassisOf({ brand_name: 'Porsche', car_name: 'Porsche 963' })).toBe('Porsche 963');
    expect(chassisOf({ brand_name: 'Ferrari', car_name: '499P' })).toBe('Ferrari 499P');
    expect(chassisOf({ brand_name: 'Alpine', car_name: '' })).toBe('Alpine');
    expect(chassisOf({ brand_name: '', car_name: '' })).toBe('-');
  });
});
