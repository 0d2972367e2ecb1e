import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

/** The workspaces' folders, from the root manifest's globs (`packages/*` or a folder named whole). */
async function workspaceFolders(): Promise<string[]> {
  const { workspaces } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  const folders = await Promise.all(
    workspaces.map(async (pattern) => {
      if (!pattern.endsWith('/*')) return [pattern];
      const parent = pattern.slice(0, -2);
      const entries = await readdir(join(ROOT, parent), { withFileTypes: true });
      return entries.filter((entry) => entry.isDirectory()).map((entry) => `${parent}/${entry.name}`);
    }),
  );
  return folders.flat().filter((folder) => existsSync(join(ROOT, folder, 'package.json')));
}

it("copies every workspace's manifest before npm ci, or the image's install fails against the lock", async () => {
  const dockerfile = await readFile(join(ROOT, 'Dockerfile'), 'utf8');
  const install = dockerfile.indexOf('RUN npm ci');
  expect(install).toBeGreaterThan(0);
  const manifests = dockerfile.slice(0, install);
  const folders = await workspaceFolders();
  expect(folders.length).toBeGreaterThan(10);
  const missing = folders.filter((folder) => !manifests.includes(`COPY ${folder}/package.json ${folder}/\n`));
  expect(missing).toEqual([]);
});
