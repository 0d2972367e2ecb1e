import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { saveLapRecording } from '@lemans/recordings';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { readRecording2025 } from '../../support/live-seed.ts';

const run = promisify(execFile);
const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function cli(...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'cli', '--', 'recordings', ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, DATABASE_URL: database.url },
  });
  return stdout.trim();
}

it('says when there is no recording, then lists the stored one with its duration, cars, laps and size', async () => {
  expect(await cli()).toBe('Aucun enregistrement.');
  const { id } = await saveLapRecording(database.db, await readRecording2025());

  const [header, row, ...rest] = (await cli()).split('\n');
  expect(rest).toEqual([]);
  expect(header).toMatch(/^Nom +Épreuve +Durée +Voitures +Tours +Taille +Ajouté le$/);
  expect(row).toMatch(
    /24 Heures du Mans 2025.* 24:06:46 +62 +20182 +\d{3} Ko +\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
  );

  const json = JSON.parse((await cli('--json')).split('\n').at(-1) ?? '') as { recordings: unknown[] };
  expect(json.recordings).toEqual([
    expect.objectContaining({
      id,
      kind: 'laps',
      duration_ms: expect.any(Number),
      cars: 62,
      laps: 20182,
      drivers: 186,
    }),
  ]);
});
