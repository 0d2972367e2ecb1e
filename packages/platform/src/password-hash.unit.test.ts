import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  InvalidPasswordHashError,
  parsePasswordHash,
  verifyPassword,
} from './password-hash.ts';

// The smallest cost the parser accepts keeps these tests fast; the default is checked once.
const CHEAP = { ln: 10, r: 8, p: 1 };

describe('password hashes', () => {
  it('writes a PHC string with the default OWASP parameters', async () => {
    const encoded = await hashPassword('s3cret');
    expect(encoded).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword('s3cret', encoded)).toBe(true);
  });

  it('accepts the password and nothing else', async () => {
    const encoded = await hashPassword('mot de passe', CHEAP);
    expect(await verifyPassword('mot de passe', encoded)).toBe(true);
    expect(await verifyPassword('mot de pass', encoded)).toBe(false);
    expect(await verifyPassword('', encoded)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('x', CHEAP)).not.toBe(await hashPassword('x', CHEAP));
  });

  it('reads a password the same whichever Unicode form it was typed in', async () => {
    const encoded = await hashPassword('été', CHEAP);
    expect(await verifyPassword('e\u0301te\u0301', encoded)).toBe(true);
  });

  it('refuses strings that are not scrypt hashes, or would cost minutes', () => {
    for (const bad of [
      '',
      'secret',
      '$argon2id$v=19$m=65536,t=3,p=4$abc$def',
      '$scrypt$ln=30,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ])
      expect(() => parsePasswordHash(bad)).toThrow(InvalidPasswordHashError);
  });
});
