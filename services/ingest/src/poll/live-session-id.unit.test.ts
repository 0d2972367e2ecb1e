import type { ParsedSnapshot } from '@lemans/race';
import { describe, expect, it } from 'vitest';
import { isLiveSessionOf, sessionIdOf } from './live-session-id.ts';

const documentOf = (run: ParsedSnapshot['session']['run']) =>
  ({ session: { organiserId: 4242, run } }) as ParsedSnapshot;

describe('sessionIdOf', () => {
  it('keeps the organiser’s number for the organiser’s own documents', () => {
    expect(sessionIdOf(documentOf(null))).toBe('4242');
  });

  it('gives each start of our feed a session of its own', () => {
    const first = sessionIdOf(documentOf({ id: '3f9a1c2e', startMs: 85_000_000 }));
    const second = sessionIdOf(documentOf({ id: '77d0b5a1', startMs: 14_400_000 }));
    expect(first).toBe('4242-3f9a1c2e');
    expect(second).toBe('4242-77d0b5a1');
  });
});

describe('isLiveSessionOf', () => {
  it('knows the organiser session’s own and its runs’ sessions', () => {
    expect(isLiveSessionOf(4242, '4242')).toBe(true);
    expect(isLiveSessionOf(4242, '4242-3f9a1c2e')).toBe(true);
  });

  it('leaves alone the sessions of other organiser sessions, replays and imports', () => {
    for (const other of [
      '42420',
      '424',
      '4243-3f9a1c2e',
      'replay-1a2b3c4d',
      'import-1a2b3c4d',
      '4242-',
      '4242-a-2',
    ]) {
      expect(isLiveSessionOf(4242, other), other).toBe(false);
    }
  });
});
