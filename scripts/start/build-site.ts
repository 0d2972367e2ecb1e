import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type InlineConfig } from 'vite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WEB = join(ROOT, 'web');
const BUILT_PAGE = join(WEB, 'dist', 'index.html');
/** Outside the built site, so that neither server ever serves it. */
const STAMP = join(ROOT, 'node_modules', '.cache', 'lemans', 'site-build.json');

/**
 * What the built site is made of: the web sources (pages, the service worker, the build's configuration and
 * its plugins), the packages they import, and the locked dependency versions. Tests and caches beside them count
 * too: a needless rebuild costs seconds, a stale site costs a wrong page.
 */
export const SITE_SOURCES = [
  join(WEB, 'src'),
  join(WEB, 'public'),
  join(WEB, 'server'),
  join(WEB, 'build'),
  join(WEB, 'service-worker'),
  join(WEB, 'index.html'),
  join(WEB, 'vite.config.ts'),
  join(WEB, 'package.json'),
  join(ROOT, 'packages'),
  join(ROOT, 'package-lock.json'),
];

/**
 * Builds the site's pages, compressed (web/vite.config.ts), unless the built site is already that of the
 * current sources: a start then serves it at once rather than rebuilding what has not changed.
 */
export async function buildSite(): Promise<void> {
  const sources = await fingerprintOf(SITE_SOURCES, ROOT);
  const stamp = await readStamp();
  if (stamp?.sources === sources && stamp.page === (await pageFingerprint())) {
    console.log('Site déjà construit pour ces sources');
    return;
  }
  console.log('Construction du site...');
  await buildForProduction({ root: WEB, logLevel: 'warn' });
  await mkdir(join(STAMP, '..'), { recursive: true });
  await writeFile(STAMP, JSON.stringify({ sources, page: await pageFingerprint() }));
}

/**
 * A Vite build in production mode. React and the libraries pick their production build from NODE_ENV, which a
 * test runner sets to `test`: it is `production` during the build and what it was afterwards.
 */
export async function buildForProduction(config: InlineConfig): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ ...config, mode: 'production' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * One hash of every file under `paths` (files or folders, at any depth, node_modules and built output
 * excepted), by path relative to `root` and content: any file added, removed, renamed or changed moves it.
 */
export async function fingerprintOf(paths: readonly string[], root: string): Promise<string> {
  const files = (await Promise.all(paths.map(filesUnder))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${relative(root, file)}\0`);
    hash.update(await readFile(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

async function filesUnder(path: string): Promise<string[]> {
  const entries = await readdir(path, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOTDIR') return null;
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  if (entries === null) return [path];
  const nested = await Promise.all(
    entries
      .filter((entry) => entry.name !== 'node_modules' && entry.name !== 'dist')
      .map((entry) => (entry.isDirectory() ? filesUnder(join(path, entry.name)) : [join(path, entry.name)])),
  );
  return nested.flat();
}

/**
 * The built page names every hashed file of its build: another build written over web/dist since (the
 * tests', say) changes it, and the stamp no longer vouches for what is there.
 */
async function pageFingerprint(): Promise<string | null> {
  const page = await readFile(BUILT_PAGE).catch(() => null);
  return page && createHash('sha256').update(page).digest('hex');
}

async function readStamp(): Promise<{ sources: string; page: string | null } | null> {
  try {
    return JSON.parse(await readFile(STAMP, 'utf8'));
  } catch {
    return null;
  }
}
