import { describe, expect, it } from 'vitest';
import type { QueueTask } from '../shell/start-in-turns.ts';
import { LANGUAGE_CODES } from './languages.ts';
import { warmFormats } from './warm-formats.ts';

describe('warmFormats', () => {
  it('queues a task per format, none run at once, each making a format of any language of the site', () => {
    for (const language of LANGUAGE_CODES) {
      const tasks: (() => void)[] = [];
      const queue: QueueTask = (run) => {
        tasks.push(run);
        return () => undefined;
      };
      warmFormats(language, queue);
      expect(tasks).toHaveLength(2);
      // A language code Intl refused would throw here, at the page's start, not in a test of the pages.
      for (const task of tasks) expect(task).not.toThrow();
    }
  });
});
