import { createHash } from 'node:crypto';
import type { HeavyRead } from './heavy-read.ts';
import type { HeavyAnswerMessage } from './heavy-read-messages.ts';

/**
 * The shape of what is stored: raised with any change to the answers' bodies or to this layout, so that a
 * new version of the API never reads what an older one stored (both may run during a rolling update).
 */
export const STORED_ANSWER_VERSION = 3;

/** The Redis key of a read's answer: its session in clear (to find them by eye), the rest hashed. */
export function storedAnswerKey(prefix: string, read: HeavyRead): string {
  const sessionId = read.kind === 'analysis' ? read.query.sessionId : read.sessionId;
  const digest = createHash('sha1').update(readIdentityOf(read)).digest('base64url');
  return `${storedAnswersPrefix(prefix)}${sessionId}:${digest}`;
}

/** Every stored answer's key starts so, whatever its version: the admin's flush empties them all. */
export function storedAnswersPrefix(prefix: string): string {
  return `${prefix}:heavy-answers:v${STORED_ANSWER_VERSION}:`;
}

type Header =
  | { type: 'json'; final: boolean; tag: string; identity: number; gzip: number | null }
  | { type: 'csv'; final: boolean; filename: string };

/** An answer as bytes: the length of a JSON header, the header, then the body's bytes. */
export function encodeStoredAnswer(answer: HeavyAnswerMessage): Buffer {
  const header: Header =
    answer.type === 'json'
      ? {
          type: 'json',
          final: answer.final,
          tag: answer.body.tag,
          identity: answer.body.identity.byteLength,
          gzip: answer.body.gzip?.byteLength ?? null,
        }
      : { type: 'csv', final: answer.final, filename: answer.filename };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(headerBytes.length);
  const body =
    answer.type === 'json'
      ? [answer.body.identity, ...(answer.body.gzip ? [answer.body.gzip] : [])]
      : [Buffer.from(answer.text, 'utf8')];
  return Buffer.concat([length, headerBytes, ...body]);
}

export function decodeStoredAnswer(bytes: Buffer): HeavyAnswerMessage {
  const headerEnd = 4 + bytes.readUInt32BE(0);
  const header = JSON.parse(bytes.subarray(4, headerEnd).toString('utf8')) as Header;
  if (header.type === 'csv') {
    const text = bytes.subarray(headerEnd).toString('utf8');
    return { type: 'csv', final: header.final, filename: header.filename, text };
  }
  const identityEnd = headerEnd + header.identity;
  return {
    type: 'json',
    final: header.final,
    body: {
      tag: header.tag,
      identity: bytes.subarray(headerEnd, identityEnd),
      gzip: header.gzip === null ? null : bytes.subarray(identityEnd, identityEnd + header.gzip),
    },
  };
}

/** The same read is the same text however it was built (its keys in any order, an undefined one left out). */
export function readIdentityOf(read: HeavyRead): string {
  return canonicalJson(read);
}

/** JSON with every object's keys in order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}
