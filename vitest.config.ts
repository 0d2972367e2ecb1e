import { defineConfig } from 'vitest/config';

/**
 * One test command for the whole repository, in five projects:
 * - unit: pure functions, `*.unit.test.ts` beside the code or under tests/unit;
 * - race-data: the pure code run over whole races (the 2025 recording, the Al Kamel files, the results), under
 *   tests/race-data: seconds to minutes a file, with timeouts of their own;
 * - integration: real Postgres, Redis and HTTP servers, under tests/integration;
 * - e2e: Debian chromium through playwright-core, under tests/e2e, once the above are done;
 * - failover: the integration files that fail servers over or crowd them (FAILOVER_FILES), after the others.
 *
 * Vitest runs max(1, cores - 1) files at once by default: one on a 2-core machine. Files spend much of their
 * time waiting (on Postgres, Redis, child processes, a feed running in real time), and each has its own
 * database, Redis keys, ports and browser context, so the unit, race-data and integration files run four at
 * a time (projects of one group share one worker count): a whole run took 604 s with three, 570 s with four.
 * Files share their worker's loaded modules (`isolate: false`): every file sets up its own database, Redis
 * keys, servers and browser context anyway, and loading the services' module graph again for each file cost
 * more than most files' tests.
 */
const FILES_AT_ONCE = 4;

/**
 * A browser file runs a whole site (five processes) and pages re-rendering every second: two of them keep
 * both cores busy. Four at once, beside the integration files, left each a fraction of a core on a slower
 * machine (a run of 43 min, the load at 23), and pages that answer in a second alone missed 90-second
 * bounds. They run as a group of their own once the others are done (`groupOrder`), two at a time.
 */
const BROWSER_FILES_AT_ONCE = 2;

/**
 * The files that take servers down or crowd them: private PostgreSQL and Redis clusters failed over, ingest
 * and realtime processes killed or restarted under a thousand sockets, bursts of heavy reads. Each keeps a
 * core busy for a minute or more, and the thousand-socket ones read every frame in the test process: beside
 * the browser tests, or beside each other on a slow machine, they starved one another (a page reading too
 * slowly gets the newest frame instead of every one, as a slow phone would). They run as the last group,
 * one at a time.
 */
const FAILOVER_FILES = [
  'tests/integration/reliability/postgres-*.test.ts',
  'tests/integration/reliability/redis-sentinel-failover.test.ts',
  'tests/integration/ingest/standby-poller.test.ts',
  'tests/integration/realtime/rolling-restart.test.ts',
  'tests/integration/realtime/old-resumes.test.ts',
  'tests/integration/proxy/failover.test.ts',
  'tests/integration/api/read-replica.test.ts',
  'tests/integration/api/heavy-read-bound.test.ts',
  'tests/integration/api/shared-answers.test.ts',
];

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/project-timings.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/*.unit.test.ts',
            'services/**/*.unit.test.ts',
            'web/**/*.unit.test.ts',
            'scripts/**/*.unit.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**'],
          // The page's French messages, every part, as a page has them once its screens are loaded.
          setupFiles: ['tests/support/french-messages.ts'],
          // Pure code: one module graph per worker, shared by its files (loading it again for each of them
          // took four fifths of the project's time).
          isolate: false,
          // A second or two at most alone (password hashing, a circuit's geometry), several times that on a
          // busy machine: vitest's default 5 s would fail them there.
          testTimeout: 30_000,
          maxWorkers: FILES_AT_ONCE,
        },
      },
      {
        test: {
          name: 'race-data',
          include: ['tests/race-data/**/*.test.ts'],
          // A whole race folded or replayed takes seconds here and minutes on a busy machine.
          testTimeout: 300_000,
          hookTimeout: 300_000,
          isolate: false,
          maxWorkers: FILES_AT_ONCE,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: FAILOVER_FILES,
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          isolate: false,
          maxWorkers: FILES_AT_ONCE,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: [
            'tests/support/global-setup.ts',
            'tests/e2e/support/build-site.ts',
            'tests/e2e/support/bundle-services.ts',
            'tests/e2e/support/browser-server.ts',
          ],
          sequence: { groupOrder: 1 },
          // Bounds for a test that hangs, far above what one takes on a slow machine: a test waits for what
          // it means, never for a time.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // A page shows what it waits for in a fraction of a second alone, seconds on a busy machine: each
          // poll waits up to this (a poll that succeeds returns at once) unless it says otherwise.
          expect: { poll: { timeout: 30_000 } },
          isolate: false,
          maxWorkers: BROWSER_FILES_AT_ONCE,
        },
      },
      {
        test: {
          name: 'failover',
          include: FAILOVER_FILES,
          globalSetup: ['tests/support/global-setup.ts'],
          sequence: { groupOrder: 2 },
          testTimeout: 300_000,
          hookTimeout: 300_000,
          isolate: false,
          maxWorkers: 1,
        },
      },
    ],
  },
});
