/** A Redis stream id, `<milliseconds>-<sequence>`, both unsigned 64-bit integers. */
export interface StreamId {
  ms: bigint;
  seq: bigint;
}

const MAX_U64 = 2n ** 64n - 1n;
const STREAM_ID = /^(\d{1,20})-(\d{1,20})$/;

/** The id, or null for anything Redis would not have generated (ids come back from clients). */
export function parseStreamId(text: string): StreamId | null {
  const match = STREAM_ID.exec(text);
  if (!match) return null;
  const ms = BigInt(match[1] as string);
  const seq = BigInt(match[2] as string);
  return ms <= MAX_U64 && seq <= MAX_U64 ? { ms, seq } : null;
}

/** Orders two valid ids as the stream does; throws on an invalid one, which is a programming error. */
export function compareStreamIds(a: string, b: string): number {
  const left = parseStreamId(a);
  const right = parseStreamId(b);
  if (!left || !right) throw new RangeError(`Identifiant de flux invalide : ${left ? b : a}`);
  if (left.ms !== right.ms) return left.ms < right.ms ? -1 : 1;
  if (left.seq !== right.seq) return left.seq < right.seq ? -1 : 1;
  return 0;
}
