import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';

/**
 * The built site held in memory, each file with the brotli and gzip versions the build wrote beside it
 * (precompress.ts), so that a page load costs no disk read and no compression. Hashed assets are cached for
 * a year; index.html never.
 */
export interface StaticFile {
  type: string;
  cacheControl: string;
  /** Of the file as built; each compressed version adds its encoding to it. */
  etag: string;
  /** The file as built under `identity`, and its compressed versions under their encoding. */
  bodies: Readonly<Partial<Record<Encoding, Buffer>>> & { identity: Buffer };
  /** The encodings held, in the server's order of preference (smallest first). */
  encodings: readonly Encoding[];
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** The suffix of each compressed version beside its file, in the server's order of preference. */
export const COMPRESSED_SUFFIXES = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const satisfies readonly (readonly [Encoding, string])[];

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** Text formats, which compress; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.ico']);

export function isCompressible(path: string): boolean {
  return COMPRESSIBLE.has(extname(path));
}

export async function loadStaticFiles(root: string): Promise<Map<string, StaticFile>> {
  const paths = new Set(await listFiles(root));
  const compressed = new Set(
    [...paths].flatMap((path) =>
      isCompressible(path) ? COMPRESSED_SUFFIXES.map(([, suffix]) => path + suffix) : [],
    ),
  );
  const files = new Map<string, StaticFile>();
  for (const path of paths) {
    if (compressed.has(path)) continue;
    const body = await readFile(path);
    const bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer } = { identity: body };
    if (isCompressible(path)) {
      for (const [encoding, suffix] of COMPRESSED_SUFFIXES) {
        if (paths.has(path + suffix)) bodies[encoding] = await readFile(path + suffix);
      }
    }
    const url = `/${relative(root, path).split('\\').join('/')}`;
    files.set(url, {
      type: TYPES[extname(path)] ?? 'application/octet-stream',
      cacheControl: url.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag: `"${body.length.toString(36)}-${hashOf(body)}"`,
      bodies,
      encodings: [...COMPRESSED_SUFFIXES.map(([encoding]) => encoding), 'identity' as const].filter(
        (encoding) => bodies[encoding] !== undefined,
      ),
    });
  }
  return files;
}

/** Every file under `folder`, at any depth. */
export async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? listFiles(join(folder, entry.name)) : [join(folder, entry.name)],
    ),
  );
  return nested.flat();
}

function hashOf(body: Buffer): string {
  let hash = 2166136261;
  for (const byte of body) hash = Math.imul(hash ^ byte, 16777619);
  return (hash >>> 0).toString(36);
}
