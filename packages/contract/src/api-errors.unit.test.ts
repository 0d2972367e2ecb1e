import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, errorCodeOfStatus, isApiErrorCode, saysOnlyItsStatus } from './api-errors.ts';

describe('the codes of the API’s errors', () => {
  it('are stable dotted identifiers, each once', () => {
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
    for (const code of API_ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*(\.[a-z]+(_[a-z]+)*)+$/);
  });

  it.each([
    [400, 'request.invalid'],
    [404, 'request.not_found'],
    [409, 'request.conflict'],
    [418, 'request.invalid'],
    [429, 'request.rate_limited'],
    [500, 'server.internal'],
    [502, 'server.unavailable'],
    [507, 'server.internal'],
  ])('name an error with no code of its own by its status: %i is %s', (status, code) => {
    expect(errorCodeOfStatus(status)).toBe(code);
    expect(saysOnlyItsStatus(errorCodeOfStatus(status))).toBe(true);
  });

  it('tell the codes that say more than their status', () => {
    expect(saysOnlyItsStatus('contact.message_too_long')).toBe(false);
    expect(saysOnlyItsStatus('server.database_unavailable')).toBe(false);
  });

  it('know their own', () => {
    expect(isApiErrorCode('contact.invalid_email')).toBe(true);
    expect(isApiErrorCode('contact.unknown')).toBe(false);
    expect(isApiErrorCode(undefined)).toBe(false);
  });
});
