import type { SessionKind } from './race-event.ts';

/**
 * What names a session on every page, beside its own name and type: its event, what kind of session it is
 * (« 24 Heures du Mans 2025 — Course (import) »), and whether its name is an operator's.
 */
export interface SessionNaming {
  /** Its event's name as stored; the feed's or the import's before it belongs to one. */
  event_name: string;
  kind: SessionKind;
  /**
   * An operator renamed it (an import or a replay, once over): its name is theirs, not the one its import
   * or replay gave it, which only repeats its event.
   */
  renamed: boolean;
}
