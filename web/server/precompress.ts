import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSED_SUFFIXES, type Encoding, isCompressible, listFiles } from './static-files.ts';

const COMPRESS: Record<Exclude<Encoding, 'identity'>, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * Writes the brotli (best quality) and gzip (level 9) versions of every text file of the built site beside
 * it, for the site server to load at start (static-files.ts): compressing at brotli's best quality takes
 * long enough that the server must not do it while visitors wait. A version no smaller than the file is not
 * written. Files are compressed off the main thread, as many at once as there are cores.
 */
export async function precompressSite(root: string): Promise<void> {
  const queue = (await listFiles(root)).filter(isCompressible);
  const worker = async () => {
    for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
      const body = await readFile(path);
      for (const [encoding, suffix] of COMPRESSED_SUFFIXES) {
        const compressed = await COMPRESS[encoding](body);
        if (compressed.length < body.length) await writeFile(path + suffix, compressed);
      }
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
}
