import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** Below this size compressing costs more than it saves. */
const GZIP_MIN_BYTES = 1024;

/**
 * A JSON document serialised once and served as is to every client: the bytes, a strong ETag, and a gzip
 * variant compressed on first demand. A content coding is another representation, so the gzip variant has
 * its own ETag.
 */
export class JsonBody {
  readonly identity: Buffer;
  readonly etag: string;
  readonly #tag: string;
  #gzip: Buffer | undefined;

  private constructor(identity: Buffer, tag: string) {
    this.identity = identity;
    this.#tag = tag;
    this.etag = `"${tag}"`;
  }

  /**
   * `tag` names the version when the caller already has one that changes with the content (a stream id);
   * otherwise it is derived from the bytes. It must only use the characters allowed in an ETag.
   */
  static of(value: unknown, tag?: string): JsonBody {
    const identity = Buffer.from(JSON.stringify(value), 'utf8');
    return new JsonBody(identity, tag ?? createHash('sha1').update(identity).digest('base64url'));
  }

  /**
   * The body as plain parts, for another thread to rebuild it with `fromParts`: compressed first when the
   * receiver will send it compressed (`gzip`) and it is worth it, so that the receiver never compresses,
   * and not at all for a client that takes the plain bytes.
   */
  toParts({ gzip }: { gzip: boolean }): JsonBodyParts {
    return { identity: this.identity, tag: this.#tag, gzip: gzip && this.compressible ? this.gzip : null };
  }

  static fromParts(parts: JsonBodyParts): JsonBody {
    const body = new JsonBody(
      Buffer.from(parts.identity.buffer, parts.identity.byteOffset, parts.identity.byteLength),
      parts.tag,
    );
    if (parts.gzip) body.#gzip = Buffer.from(parts.gzip.buffer, parts.gzip.byteOffset, parts.gzip.byteLength);
    return body;
  }

  get compressible(): boolean {
    return this.identity.length >= GZIP_MIN_BYTES;
  }

  get gzipEtag(): string {
    return `"${this.#tag}-gz"`;
  }

  get gzip(): Buffer {
    this.#gzip ??= gzipSync(this.identity, { level: 6 });
    return this.#gzip;
  }
}

/** A JsonBody as structured-clone data: bytes and their tag. */
export interface JsonBodyParts {
  identity: Uint8Array;
  tag: string;
  gzip: Uint8Array | null;
}

/**
 * If-None-Match against the ETag of the representation about to be sent. Comparison is weak, as RFC 9110
 * prescribes for this header: a `W/` prefix sent back by a proxy still matches.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
