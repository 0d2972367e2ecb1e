import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const dockerCompose = (process.env.PATH ?? '')
  .split(delimiter)
  .map((directory) => join(directory, 'docker-compose'))
  .find((candidate) => existsSync(candidate));

// On a developer workstation the tool is optional; CI (LEMANS_CI=1) must have every optional tool.
const required = process.env.LEMANS_CI === '1';
if (!dockerCompose && !required)
  console.warn('docker-compose absent : validation de docker-compose.yml ignorée');

describe('docker-compose.yml', () => {
  it.skipIf(!dockerCompose && !required)('is a valid compose file', async () => {
    if (!dockerCompose)
      throw new Error('docker-compose absent alors que LEMANS_CI=1 : installez le paquet Debian');
    const run = promisify(execFile);
    const result = await run(dockerCompose, ['-f', 'docker-compose.yml', 'config', '-q'], {
      cwd: repositoryRoot,
    });
    expect(result.stderr).toBe('');
  });
});
