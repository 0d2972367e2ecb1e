import { describe, expect, it } from 'vitest';
import { frameIsFollowed, sessionQueryOf, socketRoomOf } from './follow-rules.ts';

describe('socketRoomOf', () => {
  it('joins the current room, the chosen session or nothing while travelling in time', () => {
    expect(socketRoomOf({ sessionId: null, travelling: false })).toEqual({ sessionId: undefined });
    expect(socketRoomOf({ sessionId: 'replay-3', travelling: false })).toEqual({ sessionId: 'replay-3' });
    expect(socketRoomOf({ sessionId: 'replay-3', travelling: true })).toBeNull();
  });
});

describe('frameIsFollowed', () => {
  it('takes every frame of the current room when no session is chosen', () => {
    expect(frameIsFollowed('live-1', { sessionId: null, travelling: false })).toBe(true);
  });

  it('keeps only the chosen session once one is chosen', () => {
    const following = { sessionId: 'replay-3', travelling: false };
    expect(frameIsFollowed('replay-3', following)).toBe(true);
    expect(frameIsFollowed('live-1', following)).toBe(false);
    expect(frameIsFollowed(undefined, following)).toBe(true);
  });

  it('takes no socket frame while a past moment is shown', () => {
    expect(frameIsFollowed('replay-3', { sessionId: 'replay-3', travelling: true })).toBe(false);
  });
});

describe('sessionQueryOf', () => {
  it('names a chosen session and nothing for the current one', () => {
    expect(sessionQueryOf(null)).toBe('');
    expect(sessionQueryOf('replay 3')).toBe('?sessionId=replay%203');
  });
});
