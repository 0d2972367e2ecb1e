import { readFile } from 'node:fs/promises';
import { parseClassificationCsv } from '@lemans/alkamel';
import { samePerson } from '@lemans/race';
import { beforeAll, expect, it } from 'vitest';
import { normaliseName } from '../../packages/race/src/names/driver-names.ts';
import { describeWithSharedData, sharedDataPath } from '../support/shared-data.ts';

const RESULTS = 'classification/le-mans-results-1923-2026.csv';
/** The years of the events this site follows: their results file writes each driver once. */
const YEARS = Array.from({ length: 16 }, (_, index) => 2010 + index);

/** "Kelvin van der Linde" as first name and last name: the first word, then the rest. */
function personOf(fullName: string) {
  const [firstname = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstname, lastname: rest.join(' ') };
}

describeWithSharedData('namesakes of the Le Mans results', () => {
  let text: string;

  beforeAll(async () => {
    text = await readFile(sharedDataPath(RESULTS), 'utf8');
  });

  it('keeps apart every two drivers of one year who share a last name, and only them', () => {
    const namesakes: string[] = [];
    for (const year of YEARS) {
      const names = [
        ...new Set(parseClassificationCsv(text, year).flatMap((row) => row.drivers.map((d) => d.fullName))),
      ].map(personOf);
      for (const [index, a] of names.entries()) {
        for (const b of names.slice(index + 1)) {
          if (normaliseName(a.lastname) !== normaliseName(b.lastname)) continue;
          // The same driver written twice ("Ryan Cullen" and "\"Ryan Cullen") is one person.
          const oneName = normaliseName(a.firstname) === normaliseName(b.firstname);
          expect(
            samePerson(a, b),
            `${year}: ${a.firstname} ${a.lastname} / ${b.firstname} ${b.lastname}`,
          ).toBe(oneName);
          if (!oneName) namesakes.push(`${year} ${a.firstname}/${b.firstname} ${a.lastname}`);
        }
      }
    }
    // Brothers, fathers and sons, and strangers: Vanthoor, van der Linde, Grove, Jensen and Taylor in 2025 among them.
    expect(namesakes).toEqual(
      expect.arrayContaining([
        '2025 Laurens/Dries Vanthoor',
        '2025 Sheldon/Kelvin van der Linde',
        '2025 Stephen/Brenton Grove',
        '2025 Mikkel/Michael Jensen',
        '2025 Ricky/Jordan Taylor',
      ]),
    );
    expect(namesakes.length).toBeGreaterThan(20);
  });
});
