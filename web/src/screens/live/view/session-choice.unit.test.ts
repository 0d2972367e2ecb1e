import type { PlayingSession, Session } from '@lemans/contract';
import { describe, expect, it } from 'vitest';
import { CIRCUIT_PATH, RANKING_PATH } from './live-view-url.ts';
import {
  backToLiveHrefOf,
  chosenValueOf,
  offersChoice,
  sessionOfValue,
  sessionOptionsOf,
} from './session-choice.ts';

const live: PlayingSession = {
  session_id: 'live-1',
  session_name: 'Course',
  session_type: 'race',
  event_name: '24 Heures du Mans 2025',
  kind: 'live',
  renamed: false,
  is_replay: false,
  current: true,
  session_status: 'active',
  replay_state: null,
  race_time_ms: 3_600_000,
};
const replay: PlayingSession = {
  session_id: 'replay-7',
  session_name: 'Rediffusion — 24 Heures du Mans 2025 (10×, depuis 00:00:00, réf. 7)',
  session_type: 'race',
  event_name: '24 Heures du Mans 2025',
  kind: 'replay',
  renamed: false,
  is_replay: true,
  current: false,
  session_status: 'active',
  replay_state: 'running',
  race_time_ms: 120_000,
};

/** A finished import, listed by GET /api/sessions. */
const imported = {
  id: 'import-45e1158f',
  name: 'Import — 24 Heures du Mans 2024 — Course',
  session_type: 'race',
  event_name: '24 Heures du Mans 2024',
  kind: 'import',
  renamed: false,
} as Session;

describe('sessionOptionsOf', () => {
  it('puts the live session first as Direct, then the replays named by their event and kind', () => {
    expect(sessionOptionsOf([replay, live], null, [])).toEqual([
      { value: '', label: 'Direct' },
      { value: 'replay-7', label: '24 Heures du Mans 2025 — Course (rediffusion)' },
    ]);
  });

  it('keeps a followed session that no longer plays, named as the sessions list names it', () => {
    expect(sessionOptionsOf([live, replay], 'import-45e1158f', [imported])).toEqual([
      { value: '', label: 'Direct' },
      { value: 'replay-7', label: '24 Heures du Mans 2025 — Course (rediffusion)' },
      { value: 'import-45e1158f', label: '24 Heures du Mans 2024 — Course (import)' },
    ]);
    // Until the list holds it, by its id alone.
    expect(sessionOptionsOf([live], 'ancienne', [])).toEqual([
      { value: '', label: 'Direct' },
      { value: 'ancienne', label: 'Session ancienne' },
    ]);
  });
});

describe('offersChoice', () => {
  it('offers a choice from two sessions on', () => {
    expect(offersChoice([live])).toBe(false);
    expect(offersChoice([live, replay])).toBe(true);
  });
});

describe('chosenValueOf', () => {
  it('shows Direct for the current session, named or not', () => {
    expect(chosenValueOf([live, replay], null)).toBe('');
    expect(chosenValueOf([live, replay], 'live-1')).toBe('');
    expect(chosenValueOf([live, replay], 'replay-7')).toBe('replay-7');
  });

  it('turns the value back into the address parameter', () => {
    expect(sessionOfValue('')).toBeNull();
    expect(sessionOfValue('replay-7')).toBe('replay-7');
  });
});

describe('backToLiveHrefOf', () => {
  it('follows a replay still playing, else the live session', () => {
    expect(backToLiveHrefOf(RANKING_PATH, 'replay-7', [live, replay])).toBe(
      '/live/classement?session=replay-7',
    );
    expect(backToLiveHrefOf(CIRCUIT_PATH, 'replay-7', [live, replay])).toBe('/live/circuit?session=replay-7');
    expect(backToLiveHrefOf(RANKING_PATH, 'live-1', [live, replay])).toBe('/live/classement');
    expect(backToLiveHrefOf(RANKING_PATH, 'archive', [live, replay])).toBe('/live/classement');
  });
});
