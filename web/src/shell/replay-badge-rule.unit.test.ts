import { describe, expect, it } from 'vitest';
import { showsReplayBadge } from './replay-badge-rule.ts';

describe('showsReplayBadge', () => {
  it('shows the badge for a replayed session only', () => {
    expect(showsReplayBadge({ is_replay: true })).toBe(true);
    expect(showsReplayBadge({ is_replay: false })).toBe(false);
    expect(showsReplayBadge({ is_replay: 'true' })).toBe(false);
    expect(showsReplayBadge({})).toBe(false);
    expect(showsReplayBadge(null)).toBe(false);
  });
});
