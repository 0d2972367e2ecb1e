import { AppError } from '@lemans/platform';
import { describe, expect, it } from 'vitest';
import { GateFullError } from '../http/work-gate.ts';
import { errorOfReadFailure, readFailureOf } from './heavy-read-messages.ts';

/** A failure met in a reads' thread, as the API's thread rebuilds it from the message. */
const acrossThreads = (thrown: unknown) => errorOfReadFailure(structuredClone(readFailureOf(thrown)));

describe('a heavy read failing in its thread', () => {
  it('answers 503 with a delay to ask again when PostgreSQL went away, not 500', () => {
    const lost = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const error = acrossThreads(lost);
    expect(error.status).toBe(503);
    expect(error.code).toBe('server.database_unavailable');
    expect(error.retryAfterS).toBeGreaterThan(0);
  });

  it("keeps a bound's own delay", () => {
    const error = acrossThreads(new GateFullError('Trop de lectures en cours', 7));
    expect(error).toBeInstanceOf(GateFullError);
    expect(error.code).toBe('server.busy');
    expect(error.retryAfterS).toBe(7);
  });

  it("keeps a client's mistake as it was, its code and values too, and hides a bug's message", () => {
    expect(acrossThreads(new AppError('Session introuvable', 404))).toMatchObject({
      status: 404,
      message: 'Session introuvable',
      code: 'request.not_found',
    });
    const limited = new AppError('Trop de messages', 429, {
      code: 'contact.too_many',
      values: { minutes: 1 },
    });
    expect(acrossThreads(limited)).toMatchObject({ code: 'contact.too_many', values: { minutes: 1 } });
    expect(acrossThreads(new TypeError('x is undefined'))).toMatchObject({
      status: 500,
      message: 'Erreur interne du serveur',
      code: 'server.internal',
    });
  });
});
