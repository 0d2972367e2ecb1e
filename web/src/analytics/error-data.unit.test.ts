import { describe, expect, it } from 'vitest';
import { errorEventData } from './error-data.ts';

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

describe('errorEventData', () => {
  it('describes a script error and where it happened', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'lap_count')");
    expect(
      errorEventData('error', error, { source: 'http://127.0.0.1/assets/index.js', line: 12, column: 4 }),
    ).toMatchObject({
      kind: 'error',
      type: 'TypeError',
      message: "Cannot read properties of undefined (reading 'lap_count')",
      source: 'http://127.0.0.1/assets/index.js',
      line: 12,
      column: 4,
      stack: expect.stringContaining('TypeError'),
    });
  });

  it('describes a rejection with a value that is not an Error', () => {
    expect(errorEventData('unhandledrejection', 'délai dépassé')).toEqual({
      kind: 'unhandledrejection',
      type: 'string',
      message: 'délai dépassé',
    });
    expect(errorEventData('unhandledrejection', { status: 503 })).toMatchObject({
      type: 'object',
      message: '{"status":503}',
    });
    expect(errorEventData('unhandledrejection', undefined)).toMatchObject({ message: 'undefined' });
  });

  it('keeps the details of a huge error within what the API accepts', () => {
    const error = new Error('é'.repeat(5000));
    error.stack = `Error: ${'à'.repeat(5000)}`;
    const data = errorEventData('error', error, { source: `/${'x'.repeat(1000)}` });
    expect(String(data.message).length).toBeLessThanOrEqual(300);
    expect(bytes(data)).toBeLessThan(2048);
  });
});
