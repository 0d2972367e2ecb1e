import { expect } from 'vitest';

/** What zod, express, body-parser and Node say in English; none of it may reach a client. */
export const ENGLISH_ERROR =
  /Invalid input|expected|received|Too big|Too small|Unexpected (token|end)|Cannot|not found|Failed to|URI malformed|request aborted|Bad Request|unsupported|header check|Internal Server Error/i;

/**
 * The error of a refused request, checked: a JSON body with a French `error` (the contact form's answer
 * also carries `success: false`).
 */
export async function frenchErrorOf(response: Response): Promise<string> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { error?: unknown; success?: unknown };
  expect(typeof body.error, JSON.stringify(body)).toBe('string');
  const error = body.error as string;
  expect(error).not.toMatch(ENGLISH_ERROR);
  expect(error.length).toBeGreaterThan(0);
  return error;
}
