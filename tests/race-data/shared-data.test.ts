import { existsSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeWithSharedData, itWithSharedData, sharedDataPath } from '../support/shared-data.ts';

describeWithSharedData('shared data', () => {
  it('is found beside the repository', () => {
    expect(existsSync(sharedDataPath('README.md'))).toBe(true);
  });
});

itWithSharedData('shared data paths resolve inside the data folder', () => {
  expect(sharedDataPath('alkamel')).toMatch(/[/\\]data[/\\]alkamel$/);
});
