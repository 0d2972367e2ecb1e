import { describe, expect, it } from 'vitest';
import { isConnectionLoss } from './connection-loss.ts';
import { StandbyServerError } from './primary-pool.ts';

const withCode = (code: string, message = 'erreur') => Object.assign(new Error(message), { code });

describe('isConnectionLoss', () => {
  it('recognises a server gone, starting, stopping or read-only', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '25006']) {
      expect(isConnectionLoss(withCode(code)), code).toBe(true);
    }
    expect(isConnectionLoss(new StandbyServerError({ host: '127.0.0.1', port: 5433 }))).toBe(true);
  });

  it('recognises a socket refused or cut, alone or among the addresses tried', () => {
    expect(isConnectionLoss(withCode('ECONNREFUSED'))).toBe(true);
    expect(isConnectionLoss(withCode('ECONNRESET'))).toBe(true);
    expect(isConnectionLoss(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(
      true,
    );
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLoss(new Error('Client was closed and is not queryable'))).toBe(true);
  });

  it('leaves the statement’s own mistakes alone', () => {
    for (const code of ['23505', '40P01', '42601', '22003']) {
      expect(isConnectionLoss(withCode(code)), code).toBe(false);
    }
    expect(isConnectionLoss(new RangeError('hors de la plage'))).toBe(false);
    expect(isConnectionLoss('texte')).toBe(false);
  });
});
