/**
 * A version number that changes with the rules' version and with the shape given: FNV-1a over both as JSON,
 * kept to a positive 32-bit integer (the column is an `integer`). The same inputs give the same number on
 * every host, so that any ingest and API agree on which checkpoints are current.
 */
export function versionOf(rulesVersion: number, shape: unknown): number {
  const text = JSON.stringify([rulesVersion, shape]);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 1 || 1;
}
