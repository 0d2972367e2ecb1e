import { describe, expect, it } from 'vitest';
import type { Session } from '../api/types.ts';
import { pickCurrentSession } from './session-rules.ts';

const session = (id: string, data_count: number, active: boolean): Session => ({
  id,
  name: `Session ${id}`,
  session_type: 'race',
  active,
  status: active ? 'active' : 'ended',
  is_replay: false,
  created_at: '2025-06-14T16:00:00Z',
  start_time: '2025-06-14T14:00:00Z',
  data_count,
  event_name: '24 Heures du Mans',
  kind: 'live',
  renamed: false,
  partial_since_ms: null,
  time_zone: 'Europe/Paris',
});

describe('pickCurrentSession', () => {
  it('prefers an active session holding data', () => {
    expect(pickCurrentSession([session('a', 5, false), session('b', 3, true)])?.id).toBe('b');
  });

  it('prefers a session holding data over an empty active one', () => {
    expect(pickCurrentSession([session('a', 0, true), session('b', 3, false)])?.id).toBe('b');
  });

  it('falls back on the active session, then on the first listed', () => {
    expect(pickCurrentSession([session('a', 0, false), session('b', 0, true)])?.id).toBe('b');
    expect(pickCurrentSession([session('a', 0, false), session('b', 0, false)])?.id).toBe('a');
  });

  it('gives null without sessions', () => {
    expect(pickCurrentSession([])).toBeNull();
  });
});
