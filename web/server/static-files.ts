import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * The built site held in memory, each file compressed once (gzip and brotli), so that a page load costs no
 * disk read and no compression. A file is compressed when first asked for in that encoding, not at start:
 * the site has hundreds of flags that most visitors never load, and compressing them all
 * at brotli's best quality held the server's start back by many seconds. Hashed assets are cached for a
 * year; index.html never.
 */
export interface StaticFile {
  type: string;
  body: Buffer;
  readonly gzip: Buffer;
  readonly brotli: Buffer;
  cacheControl: string;
  etag: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

export async function loadStaticFiles(root: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  for (const path of await walk(root)) {
    const body = await readFile(path);
    const url = `/${relative(root, path).split('\\').join('/')}`;
    const hashed = url.startsWith('/assets/');
    let gzip: Buffer | undefined;
    let brotli: Buffer | undefined;
    files.set(url, {
      type: TYPES[extname(path)] ?? 'application/octet-stream',
      body,
      get gzip() {
        gzip ??= gzipSync(body, { level: 9 });
        return gzip;
      },
      get brotli() {
        brotli ??= brotliCompressSync(body);
        return brotli;
      },
      cacheControl: hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag: `"${body.length.toString(36)}-${hashOf(body)}"`,
    });
  }
  return files;
}

async function walk(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)],
    ),
  );
  return nested.flat();
}

function hashOf(body: Buffer): string {
  let hash = 2166136261;
  for (const byte of body) hash = Math.imul(hash ^ byte, 16777619);
  return (hash >>> 0).toString(36);
}
