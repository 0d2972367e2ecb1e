import { expect, it } from 'vitest';
import { matchCrewMember, normaliseName, splitTimingName } from './driver-names.ts';

it('splits the timing spelling into first name and last name', () => {
  expect(splitTimingName('Kelvin VAN DER LINDE')).toEqual({ firstName: 'Kelvin', lastName: 'Van Der Linde' });
  expect(splitTimingName('Jean-Eric VERGNE')).toEqual({ firstName: 'Jean-Eric', lastName: 'Vergne' });
  expect(splitTimingName('PJ HYETT')).toEqual({ firstName: 'PJ', lastName: 'Hyett' });
});

it('compares names without case or accents', () => {
  expect(normaliseName('Cem BÖLÜKBASI')).toBe(normaliseName('Cem Bölükbaşı'));
  expect(normaliseName('Marco SORENSEN')).toBe(normaliseName('Marco Sørensen'));
});

it('matches last names spelled over several words or followed by more words', () => {
  const crew = [
    { fullName: 'Antares Au Tin-zeon', country: 'HK' },
    { fullName: 'Eddie Cheever III', country: 'IT' },
    { fullName: 'Valentin Hasse-Clot', country: 'FR' },
    { fullName: 'Stephen Grove', country: 'AU' },
    { fullName: 'Brenton Grove', country: 'AU' },
  ];
  expect(matchCrewMember('Antares AU', crew)).toMatchObject({
    firstName: 'Antares',
    lastName: 'Au Tin-zeon',
  });
  expect(matchCrewMember('Edward CHEEVER', crew)).toMatchObject({
    firstName: 'Eddie',
    lastName: 'Cheever III',
  });
  expect(matchCrewMember('Valentin HASSE CLOT', crew)).toMatchObject({ lastName: 'Hasse-Clot' });
  expect(matchCrewMember('Brenton GROVE', crew)).toMatchObject({ firstName: 'Brenton' });
  expect(matchCrewMember('Stephen GROVE', crew)).toMatchObject({ firstName: 'Stephen' });
});

it('takes the results file spelling and country of the matching crew member', () => {
  const crew = [
    { fullName: 'Robert Kubica', country: 'PL' },
    { fullName: 'Phil Hanson', country: 'GB' },
    { fullName: 'Kelvin van der Linde', country: 'ZA' },
  ];
  expect(matchCrewMember('Philip HANSON', crew)).toEqual({
    firstName: 'Phil',
    lastName: 'Hanson',
    country: 'GB',
  });
  expect(matchCrewMember('Kelvin VAN DER LINDE', crew)).toEqual({
    firstName: 'Kelvin',
    lastName: 'van der Linde',
    country: 'ZA',
  });
  expect(matchCrewMember('Yifei YE', crew)).toBeNull();
});
