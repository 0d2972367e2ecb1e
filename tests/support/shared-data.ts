import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The shared data folder lives beside the repository (`<repo>/../shared/data`), not inside it. */
const sharedDataRoot = process.env.LEMANS_SHARED_DATA || resolve(repositoryRoot, '../shared/data');

export function sharedDataPath(relative: string): string {
  return resolve(sharedDataRoot, relative);
}

export function hasSharedData(): boolean {
  return existsSync(sharedDataRoot);
}

/*
 * Without the data a developer's run skips these tests (and says so); CI sets
 * LEMANS_REQUIRE_SHARED_DATA=1 so that missing data fails instead of passing silently.
 */
type Availability = 'present' | 'skip' | 'fail';

function availability(): Availability {
  if (hasSharedData()) return 'present';
  if (process.env.LEMANS_REQUIRE_SHARED_DATA === '1') return 'fail';
  console.warn(`données ../shared/data absentes : tests ignorés (${sharedDataRoot})`);
  return 'skip';
}

function missingDataFailure(): never {
  throw new Error(`données partagées absentes (${sharedDataRoot}) alors que LEMANS_REQUIRE_SHARED_DATA=1`);
}

export function describeWithSharedData(name: string, body: () => void): void {
  const state = availability();
  if (state === 'fail') describe(name, () => it('trouve les données partagées', missingDataFailure));
  else if (state === 'skip') describe.skip(name, body);
  else describe(name, body);
}

export function itWithSharedData(name: string, body: () => Promise<void> | void, timeout?: number): void {
  const state = availability();
  if (state === 'fail') it(name, missingDataFailure);
  else if (state === 'skip') it.skip(name, body, timeout);
  else it(name, body, timeout);
}
