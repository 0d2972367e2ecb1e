import { describe, expect, it } from 'vitest';
import { sessionNameOf } from './session-name.ts';

const race = { event_name: '24 Heures du Mans 2024', session_type: 'race', renamed: false };

describe('sessionNameOf', () => {
  it('names every session by its event and what it is, an import or a replay saying so', () => {
    expect(sessionNameOf({ ...race, kind: 'live', name: 'Course' })).toBe('24 Heures du Mans 2024 — Course');
    expect(sessionNameOf({ ...race, kind: 'import', name: 'Import — 24 Heures du Mans 2024 — Course' })).toBe(
      '24 Heures du Mans 2024 — Course (import)',
    );
    expect(
      sessionNameOf({
        ...race,
        kind: 'replay',
        name: 'Rediffusion — 24 Heures du Mans 2024 — Course (1×, depuis 00:00:00, réf. 7)',
      }),
    ).toBe('24 Heures du Mans 2024 — Course (rediffusion)');
  });

  it("keeps a live session's own name, and its type when it has none", () => {
    expect(
      sessionNameOf({
        ...race,
        event_name: '24 Heures du Mans 2025',
        session_type: 'qualifying',
        kind: 'live',
        name: 'Hyperpole',
      }),
    ).toBe('24 Heures du Mans 2025 — Hyperpole');
    expect(sessionNameOf({ ...race, kind: 'live', name: ' ' })).toBe('24 Heures du Mans 2024 — Course');
  });

  it('keeps the name an operator gave an import, with its event and kind', () => {
    expect(sessionNameOf({ ...race, kind: 'import', renamed: true, name: 'Départ, dix minutes' })).toBe(
      '24 Heures du Mans 2024 — Départ, dix minutes (import)',
    );
  });

  it('names a session of no known event by what it is alone', () => {
    expect(sessionNameOf({ ...race, event_name: '', kind: 'import', name: 'Import — x' })).toBe(
      'Course (import)',
    );
  });
});
