import { createRedis } from '@lemans/platform';
import { Queue, Worker } from 'bullmq';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestRedis } from '../../support/redis.ts';

const first = createTestRedis();
const second = createTestRedis();
afterAll(async () => {
  await first.cleanup();
  await second.cleanup();
});

describe('createRedis', () => {
  it('gives a client that can set and get', async () => {
    const redis = createRedis(inject('redisUrl'), 'client', { connectionName: 'lemans-tests' });
    try {
      await redis.set(`${first.prefix}:plain`, 'bonjour');
      expect(await redis.get(`${first.prefix}:plain`)).toBe('bonjour');
    } finally {
      await redis.quit();
    }
  });

  it('configures connections for their BullMQ role', () => {
    expect(first.connect('worker').options.maxRetriesPerRequest).toBeNull();
    expect(first.connect('queue').options.enableOfflineQueue).toBe(false);
  });

  it('runs a BullMQ job through queue and worker connections', async () => {
    const queue = new Queue('smoke', { connection: first.connect('queue'), prefix: first.prefix });
    const worker = new Worker('smoke', async (job) => `vu ${job.data.n}`, {
      connection: first.connect('worker'),
      prefix: first.prefix,
    });
    try {
      const done = new Promise((resolve) => worker.once('completed', (_job, result) => resolve(result)));
      await queue.add('n', { n: 7 });
      expect(await done).toBe('vu 7');
    } finally {
      await worker.close();
      await queue.close();
    }
  });
});

describe('test Redis prefixes', () => {
  it('keep the keys of two test files apart', async () => {
    await first.client.set('shared-name', 'premier');
    await second.client.set('shared-name', 'second');
    expect(await first.client.get('shared-name')).toBe('premier');
    expect(await second.client.get('shared-name')).toBe('second');
    expect(first.prefix).not.toBe(second.prefix);
  });

  it('cleanup removes every key of its prefix and nothing else', async () => {
    const third = createTestRedis();
    await third.client.set('a', '1');
    await third.client.hset('b', 'field', '1');
    await third.cleanup();

    const probe = createRedis(inject('redisUrl'), 'client');
    try {
      expect(await probe.keys(`${third.prefix}:*`)).toEqual([]);
      expect(await second.client.get('shared-name')).toBe('second');
    } finally {
      await probe.quit();
    }
  });
});
