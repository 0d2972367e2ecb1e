import { readdir, readFile } from 'node:fs/promises';
import { findContradictions, parseAnalysisCsv } from '@lemans/alkamel';
import { expect, it } from 'vitest';
import { describeWithSharedData, sharedDataPath } from '../support/shared-data.ts';

/** The check must refuse hand-made contradictions without ever refusing a real export as it comes. */
describeWithSharedData('the contradictions check on the real Analysis files', () => {
  it('finds none in any Al Kamel file of the shared data', async () => {
    const files = (await readdir(sharedDataPath('alkamel'))).filter((name) => name.endsWith('.csv'));
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) {
      const { laps } = parseAnalysisCsv(await readFile(sharedDataPath(`alkamel/${file}`), 'utf8'));
      expect(laps.length, file).toBeGreaterThan(1000);
      expect(
        findContradictions(laps).map((found) => found.message),
        file,
      ).toEqual([]);
    }
  });
});
