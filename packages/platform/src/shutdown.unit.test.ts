import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { closeOrThrow, createShutdown } from './shutdown.ts';

function recordingLogger() {
  const lines: { msg: string; resource?: string; level: number }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

function neverExit(code: number): void {
  throw new Error(`exit(${code}) inattendu`);
}

describe('createShutdown', () => {
  it('closes resources in reverse registration order and logs each', async () => {
    const { logger, lines } = recordingLogger();
    const { onShutdown, shutdown } = createShutdown(logger, { timeoutMs: 1000, exit: neverExit });
    const closed: string[] = [];
    onShutdown('pool', () => {
      closed.push('pool');
    });
    onShutdown('redis', async () => {
      closed.push('redis');
    });
    onShutdown('http', () => {
      closed.push('http');
    });

    await expect(shutdown()).resolves.toBe(0);
    expect(closed).toEqual(['http', 'redis', 'pool']);
    expect(lines.filter((line) => line.msg === 'ressource fermée').map((line) => line.resource)).toEqual([
      'http',
      'redis',
      'pool',
    ]);
  });

  it('runs the handlers once however often it is called', async () => {
    const { logger } = recordingLogger();
    const { onShutdown, shutdown } = createShutdown(logger, { timeoutMs: 1000, exit: neverExit });
    let calls = 0;
    onShutdown('pool', () => {
      calls += 1;
    });

    const codes = await Promise.all([shutdown(), shutdown()]);
    await shutdown();
    expect(codes).toEqual([0, 0]);
    expect(calls).toBe(1);
  });

  it('keeps closing after a failure and reports exit code 1', async () => {
    const { logger, lines } = recordingLogger();
    const { onShutdown, shutdown } = createShutdown(logger, { timeoutMs: 1000, exit: neverExit });
    const closed: string[] = [];
    onShutdown('pool', () => {
      closed.push('pool');
    });
    onShutdown('broken', () => {
      throw new Error('déjà fermé');
    });

    await expect(shutdown()).resolves.toBe(1);
    expect(closed).toEqual(['pool']);
    expect(lines.some((line) => line.msg === 'échec de fermeture' && line.resource === 'broken')).toBe(true);
  });

  it('gives up after the timeout with exit code 1', async () => {
    const { logger, lines } = recordingLogger();
    const { onShutdown, shutdown } = createShutdown(logger, { timeoutMs: 50, exit: neverExit });
    onShutdown('stuck', () => new Promise<void>(() => {}));

    const startedAt = performance.now();
    await expect(shutdown()).resolves.toBe(1);
    expect(performance.now() - startedAt).toBeLessThan(1000);
    expect(lines.some((line) => line.msg.startsWith('arrêt trop long'))).toBe(true);
  });

  it('exits with the result on SIGTERM, ignores a forwarded SIGINT, and exits at once on a second SIGTERM', async () => {
    const { logger } = recordingLogger();
    const exits: number[] = [];
    let release = () => {};
    const listenersBefore = process.listenerCount('SIGTERM');
    const { onShutdown } = createShutdown(logger, { timeoutMs: 1000, exit: (code) => exits.push(code) });
    onShutdown('slow', () => new Promise<void>((resolve) => (release = resolve)));

    // Node hands the signal's name to its listeners; emit must do the same.
    const signal = (name: NodeJS.Signals) => process.emit(name as 'SIGTERM', name as 'SIGTERM');
    signal('SIGTERM');
    signal('SIGINT');
    expect(exits).toEqual([]);
    signal('SIGTERM');
    expect(exits).toEqual([1]);

    release();
    await expect.poll(() => exits).toEqual([1, 0]);
    expect(process.listenerCount('SIGTERM')).toBe(listenersBefore);
  });

  it('leaves the process signals alone when told, and is closed by its caller', async () => {
    const { logger } = recordingLogger();
    const listenersBefore = [process.listenerCount('SIGTERM'), process.listenerCount('SIGINT')];
    const shutdown = createShutdown(logger, { timeoutMs: 1000, exit: neverExit, signals: false });
    expect([process.listenerCount('SIGTERM'), process.listenerCount('SIGINT')]).toEqual(listenersBefore);
    const closed: string[] = [];
    shutdown.onShutdown('pool', () => {
      closed.push('pool');
    });

    await closeOrThrow(shutdown);
    expect(closed).toEqual(['pool']);
  });

  it('makes a resource that failed to close an error for the caller that closes', async () => {
    const { logger } = recordingLogger();
    const shutdown = createShutdown(logger, { timeoutMs: 1000, exit: neverExit, signals: false });
    shutdown.onShutdown('broken', () => {
      throw new Error('déjà fermé');
    });

    await expect(closeOrThrow(shutdown)).rejects.toThrow(
      'fermeture incomplète : voir les erreurs de fermeture journalisées',
    );
  });
});
