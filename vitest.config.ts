import { defineConfig } from 'vitest/config';

/**
 * One test command for the whole repository, in three projects:
 * - unit: pure functions, `*.unit.test.ts` beside the code or under tests/unit;
 * - integration: real Postgres, Redis and HTTP servers, under tests/integration;
 * - e2e: Debian chromium through playwright-core, under tests/e2e.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/*.unit.test.ts',
            'services/**/*.unit.test.ts',
            'web/**/*.unit.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts', 'tests/e2e/support/build-site.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
