import type { PlayingSession, Session } from '@lemans/contract';
import { sessionNameOf } from '../../../format/session-name.ts';
import { t } from '../../../i18n/i18n.ts';
import { type LiveViewPath, liveViewHrefOf } from './live-view-url.ts';

/**
 * The live pages' session chooser (one live session and replays may run at once): 'Direct' for the
 * current session, any other by its name (sessionNameOf), as every page names it.
 * Its value is the `session` of the address, "" for the current session.
 */

export interface SessionOption {
  value: string;
  label: string;
}

/**
 * The options: the sessions playing, then the followed one when it is not playing, named from the listed
 * sessions (`listed`, GET /api/sessions); by its id alone only while that list does not hold it.
 */
export function sessionOptionsOf(
  sessions: readonly PlayingSession[],
  followed: string | null,
  listed: readonly Session[],
): SessionOption[] {
  const options = [...sessions]
    .sort((a, b) => Number(b.current) - Number(a.current))
    .map((session) => ({
      value: session.current ? '' : session.session_id,
      label: session.current
        ? t('session_chooser.live')
        : sessionNameOf({ ...session, name: session.session_name }),
    }));
  // A session opened from a shared address or a report may no longer be playing: it stays selectable.
  if (followed !== null && namesFromListed(sessions, followed)) {
    const known = listed.find((session) => session.id === followed);
    options.push({
      value: followed,
      label: known ? sessionNameOf(known) : t('session_chooser.session', { id: followed }),
    });
  }
  return options;
}

/** The followed session is not playing: the chooser names it from the listed sessions. */
export function namesFromListed(sessions: readonly PlayingSession[], followed: string | null): boolean {
  return followed !== null && !sessions.some((session) => session.session_id === followed);
}

/** The chooser is offered when there is a choice: more than one session playing. */
export function offersChoice(sessions: readonly PlayingSession[]): boolean {
  return sessions.length > 1;
}

/** The option shown as chosen: naming the current session is the same as following it. */
export function chosenValueOf(sessions: readonly PlayingSession[], followed: string | null): string {
  if (followed === null) return '';
  return sessions.some((session) => session.current && session.session_id === followed) ? '' : followed;
}

/** The chosen session id for the address: null for the current session. */
export const sessionOfValue = (value: string): string | null => (value === '' ? null : value);

/**
 * Where 'Revenir au direct' leads from a past moment of `session` on the live page at `path`: that session as it runs when it is still
 * playing (the current one without a parameter), else the current session.
 */
export function backToLiveHrefOf(
  path: LiveViewPath,
  session: string,
  sessions: readonly PlayingSession[],
): string {
  const playing = sessions.find((candidate) => candidate.session_id === session);
  return liveViewHrefOf(path, { session: playing && !playing.current ? session : null, at: null });
}
