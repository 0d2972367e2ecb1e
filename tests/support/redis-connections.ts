import { createRedis } from '@lemans/platform';

/**
 * Cuts the server side of every connection named `name`, as a Redis restart would, without touching the
 * connections of other tests sharing the server. Resolves with how many were killed.
 */
export async function killConnectionsNamed(url: string, name: string): Promise<number> {
  const admin = createRedis(url, 'client');
  try {
    const list = (await admin.client('LIST')) as string;
    const ids = list
      .split('\n')
      .map((line) => Object.fromEntries(line.split(' ').map((field) => field.split('=', 2))))
      .filter((fields) => fields.name === name)
      .map((fields) => fields.id as string);
    for (const id of ids) await admin.client('KILL', 'ID', id);
    return ids.length;
  } finally {
    await admin.quit();
  }
}
