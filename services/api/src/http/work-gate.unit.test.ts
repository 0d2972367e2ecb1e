import { describe, expect, it } from 'vitest';
import { GateFullError, WorkGate } from './work-gate.ts';

/** A job that finishes when told, to hold the gate's slots open. */
function heldJob() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { finish, work: () => done };
}

describe('WorkGate', () => {
  it('runs so many jobs at once, queues so many more, and refuses the rest at once', async () => {
    const gate = new WorkGate(2, 1, 'occupé');
    const jobs = [heldJob(), heldJob(), heldJob()];
    const running = jobs.map((job) => gate.run(job.work));
    expect(gate.load).toEqual({ active: 2, waiting: 1 });
    expect(gate.full).toBe(true);
    await expect(gate.run(async () => 'trop')).rejects.toEqual(new GateFullError('occupé'));
    jobs[0]?.finish();
    await running[0];
    // The waiting job took the freed slot.
    expect(gate.load).toEqual({ active: 2, waiting: 0 });
    expect(gate.full).toBe(false);
    jobs[1]?.finish();
    jobs[2]?.finish();
    await Promise.all(running);
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });

  it('frees its slot when a job fails, and passes the failure on', async () => {
    const gate = new WorkGate(1, 0, 'occupé');
    await expect(gate.run(() => Promise.reject(new Error('panne')))).rejects.toThrow('panne');
    expect(await gate.run(async () => 42)).toBe(42);
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });

  it('answers 503 with its French message', () => {
    const refused = new GateFullError('Trop de travail : réessayez dans un instant.');
    expect(refused.status).toBe(503);
    expect(refused.message).toBe('Trop de travail : réessayez dans un instant.');
  });
});
