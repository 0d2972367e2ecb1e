import { expect, it } from 'vitest';
import { matchCrewMember } from './crew-member.ts';

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
