import type { SessionKind, SessionNaming } from '@lemans/contract';
import type { CoreMessageId } from '../i18n/catalog-types.ts';
import { t } from '../i18n/i18n.ts';
import { sessionTypeLabel } from './session-types.ts';

/** What the API says of a session that names it. */
export interface NamedSession extends SessionNaming {
  session_type: string;
  /** The organiser's for a live session (« Course », « Hyperpole »), an operator's once renamed, else ours. */
  name: string;
}

/** An import or a replay says so; a live session is the race itself. */
const KIND_NAMES: Record<Exclude<SessionKind, 'live'>, CoreMessageId> = {
  import: 'session_name.import',
  replay: 'session_name.replay',
};

/**
 * A session's name on every page: its event, then what it is (« 24 Heures du Mans 2025 — Course »), with
 * « (import) » or « (rediffusion) » when it is one. A live session keeps the organiser's own name, shown as
 * written, which tells two practices apart, and a renamed one its operator's; any other import or replay,
 * whose stored name is the one its run made (« Import — … », repeating the event's), is named by its type
 * in the page's language.
 */
export function sessionNameOf(session: NamedSession): string {
  const named = session.kind === 'live' || session.renamed;
  const own = (named ? session.name.trim() : '') || sessionTypeLabel(session.session_type);
  const event = session.event_name.trim();
  const name = event ? `${event} — ${own}` : own;
  return session.kind === 'live' ? name : t(KIND_NAMES[session.kind], { name });
}
