import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Administrator password hashes: scrypt with OWASP's first recommended setting (N = 2^17, r = 8, p = 1,
 * 128 MiB per hash), written as a PHC string (`$scrypt$ln=17,r=8,p=1$<salt>$<hash>`, base64 without
 * padding) so that the parameters travel with the hash and can be raised later without breaking old ones.
 */

const DEFAULT_PARAMS = { ln: 17, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Past these, a hash string is not one this code would write: refused rather than run for minutes. */
const MAX_LN = 20;
const MAX_RP = 16;

interface ScryptParams {
  ln: number;
  r: number;
  p: number;
}

export class InvalidPasswordHashError extends Error {
  constructor() {
    super('ADMIN_PASSWORD_HASH : empreinte scrypt illisible (attendu $scrypt$ln=..,r=..,p=..$sel$empreinte)');
  }
}

function derive(password: string, salt: Buffer, params: ScryptParams, length: number): Promise<Buffer> {
  const N = 2 ** params.ln;
  // Node refuses more than 32 MiB by default; scrypt needs 128·N·r bytes, plus room for its own use.
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 256 * N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

/** A new PHC string for `password`, with a random salt. */
export async function hashPassword(password: string, params: ScryptParams = DEFAULT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_BYTES);
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
}

/** The parts of a PHC scrypt string; throws InvalidPasswordHashError when it is not one. */
export function parsePasswordHash(encoded: string): { params: ScryptParams; salt: Buffer; key: Buffer } {
  const match =
    /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]{16,})\$([A-Za-z0-9+/]{32,})$/.exec(
      encoded.trim(),
    );
  if (!match) throw new InvalidPasswordHashError();
  const [, ln, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  const params = { ln: Number(ln), r: Number(r), p: Number(p) };
  if (
    params.ln < 10 ||
    params.ln > MAX_LN ||
    params.r < 1 ||
    params.r > MAX_RP ||
    params.p < 1 ||
    params.p > MAX_RP
  )
    throw new InvalidPasswordHashError();
  return { params, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/**
 * Whether `password` matches the PHC string. The comparison takes the same time wherever the keys differ;
 * the scrypt work itself does not depend on the password.
 */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const { params, salt, key } = parsePasswordHash(encoded);
  const candidate = await derive(password, salt, params, key.length);
  return timingSafeEqual(candidate, key);
}
