import { expect, it } from 'vitest';
import { normaliseName, splitTimingName } from './driver-names.ts';

it('splits the timing spelling into first name and last name', () => {
  expect(splitTimingName('Kelvin VAN DER LINDE')).toEqual({ firstName: 'Kelvin', lastName: 'Van Der Linde' });
  expect(splitTimingName('Jean-Eric VERGNE')).toEqual({ firstName: 'Jean-Eric', lastName: 'Vergne' });
  expect(splitTimingName('PJ HYETT')).toEqual({ firstName: 'PJ', lastName: 'Hyett' });
});

it('compares names without case or accents', () => {
  expect(normaliseName('Cem BÖLÜKBASI')).toBe(normaliseName('Cem Bölükbaşı'));
  expect(normaliseName('Marco SORENSEN')).toBe(normaliseName('Marco Sørensen'));
});
