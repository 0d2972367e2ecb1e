import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bullPrefix, checkJob, defineQueues, openQueue, QUEUES, type QueueId } from './queues.ts';

const ID = '0b9a4c1e-5f3d-4f7a-9a42-2f1c3d4e5f60';

describe('the queue registry', () => {
  it('names every queue of the services once', () => {
    expect(Object.values(QUEUES).map((queue) => queue.name)).toEqual([
      'poll-feed',
      'catalogue-sync',
      'recordings',
      'replays',
      'replay-polls',
    ]);
  });

  it('refuses two entries under the same queue name', () => {
    const jobs = { run: z.object({}) };
    expect(() => defineQueues({ first: { name: 'same', jobs }, second: { name: 'same', jobs } })).toThrow(
      'Files BullMQ « first » et « second » sous le même nom « same »',
    );
  });

  it('puts every queue under the REDIS_PREFIX', () => {
    expect(bullPrefix('lemans')).toBe('lemans:bull');
  });

  it('refuses to open a queue it does not hold', () => {
    expect(() => openQueue('polls' as QueueId, null as never, 'lemans')).toThrow(
      'File BullMQ « polls » absente du registre',
    );
  });
});

describe('checkJob', () => {
  it('accepts a payload its schema reads, with the schema’s conversions', () => {
    expect(checkJob('recordings', 'import', { recordingId: ID, sessionId: 'import-0b9a4c1e' })).toEqual({
      ok: true,
      job: { name: 'import', data: { recordingId: ID, sessionId: 'import-0b9a4c1e' } },
    });
    expect(checkJob('replays', 'start', { recordingId: ID, speed: 60, start: '01:00:00' })).toEqual({
      ok: true,
      job: { name: 'start', data: { recordingId: ID, speed: 60, start: 3_600_000 } },
    });
    // A job scheduler's job carries no data: BullMQ hands it over as {}.
    expect(checkJob('poll', 'poll', {})).toMatchObject({ ok: true });
  });

  it('says which field of which job is wrong', () => {
    expect(checkJob('recordings', 'import', { recordingId: ID })).toEqual({
      ok: false,
      problem: {
        kind: 'invalid-data',
        queue: 'recordings',
        name: 'import',
        issue: 'sessionId requis',
        message: 'Tâche « import » de la file recordings invalide : sessionId : sessionId requis',
      },
    });
    expect(checkJob('replayPolls', 'poll', { replayId: '' })).toMatchObject({
      ok: false,
      problem: { message: 'Tâche « poll » de la file replay-polls invalide : replayId : replayId requis' },
    });
    expect(checkJob('replays', 'start', { speed: 1 })).toMatchObject({
      ok: false,
      problem: { kind: 'invalid-data', issue: 'Enregistrement requis' },
    });
  });

  it('refuses a job name its queue does not carry', () => {
    expect(checkJob('replays', 'rewind', {})).toEqual({
      ok: false,
      problem: {
        kind: 'unknown-job',
        queue: 'replays',
        name: 'rewind',
        message: 'Tâche « rewind » inconnue de la file replays',
      },
    });
    // Not fooled by the names every object inherits.
    expect(checkJob('sync', 'toString', {})).toMatchObject({ ok: false, problem: { kind: 'unknown-job' } });
  });
});
