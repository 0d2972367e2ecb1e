import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fingerprintOf } from '../../scripts/start/build-site.ts';

describe("the fingerprint of the site's sources", () => {
  let root: string;
  let paths: string[];
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'lemans-sources-'));
    await mkdir(join(root, 'src', 'pages'), { recursive: true });
    await mkdir(join(root, 'src', 'node_modules'), { recursive: true });
    await mkdir(join(root, 'dist'));
    await writeFile(join(root, 'src', 'pages', 'home.tsx'), 'export const home = 1;');
    await writeFile(join(root, 'index.html'), '<!doctype html>');
    paths = [join(root, 'src'), join(root, 'index.html'), join(root, 'absent')];
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stays the same while nothing changes, whatever is built or installed beside the sources', async () => {
    const before = await fingerprintOf(paths, root);
    await writeFile(join(root, 'dist', 'index.html'), 'built');
    await writeFile(join(root, 'src', 'node_modules', 'dependency.js'), 'installed');
    expect(await fingerprintOf(paths, root)).toBe(before);
  });

  it('moves when a file changes, is added or is renamed', async () => {
    const seen = new Set([await fingerprintOf(paths, root)]);
    await writeFile(join(root, 'src', 'pages', 'home.tsx'), 'export const home = 2;');
    seen.add(await fingerprintOf(paths, root));
    await writeFile(join(root, 'src', 'pages', 'teams.tsx'), '');
    seen.add(await fingerprintOf(paths, root));
    await rename(join(root, 'src', 'pages', 'teams.tsx'), join(root, 'src', 'pages', 'drivers.tsx'));
    seen.add(await fingerprintOf(paths, root));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>x</title>');
    seen.add(await fingerprintOf(paths, root));
    expect(seen.size).toBe(5);
  });
});
