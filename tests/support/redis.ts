import { randomBytes } from 'node:crypto';
import { createRedis, type RedisRole } from '@lemans/platform';
import type { Redis } from 'ioredis';
import { inject } from 'vitest';

export interface TestRedis {
  /** This file's namespace: BullMQ's `prefix` option; plain keys start with `${prefix}:`. */
  prefix: string;
  /** A plain client whose keys are prefixed automatically. */
  client: Redis;
  /** Unprefixed connections (BullMQ rejects ioredis' keyPrefix); closed by cleanup. */
  connect(role: RedisRole): Redis;
  /** Deletes this file's keys and closes its connections; call it in afterAll. */
  cleanup(): Promise<void>;
}

export function createTestRedis(): TestRedis {
  const url = inject('redisUrl');
  const prefix = `lemans-test:${randomBytes(4).toString('hex')}`;
  const client = createRedis(url, 'client', { keyPrefix: `${prefix}:` });
  const connections: Redis[] = [client];
  return {
    prefix,
    client,
    connect(role) {
      const connection = createRedis(url, role);
      connections.push(connection);
      return connection;
    },
    async cleanup() {
      await deleteKeysStartingWith(url, `${prefix}:`);
      await Promise.all(
        connections.map((connection) => connection.quit().catch(() => connection.disconnect())),
      );
    },
  };
}

// SCAN rather than KEYS: the server stays responsive whatever the number of keys.
async function deleteKeysStartingWith(url: string, start: string): Promise<void> {
  const redis = createRedis(url, 'client');
  try {
    const pattern = `${start.replace(/[*?[\]\\]/g, '\\$&')}*`;
    for await (const keys of redis.scanStream({ match: pattern, count: 500 })) {
      if ((keys as string[]).length > 0) await redis.unlink(...(keys as string[]));
    }
  } finally {
    await redis.quit();
  }
}
