import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../../i18n/use-language.tsx';
import { sessions as listedSessions, loadSessions } from '../../../stores/sessions-store.ts';
import { type LiveViewPath, liveViewHrefOf } from './live-view-url.ts';
import { playingSessions } from './playing-sessions-store.ts';
import {
  chosenValueOf,
  namesFromListed,
  offersChoice,
  sessionOfValue,
  sessionOptionsOf,
} from './session-choice.ts';
import './live-view-tools.css';

/** Above the ranking's table or the circuit when several sessions play at once: the live one ('Direct') or a replay. */
export function SessionChooser({ followed, path }: { followed: string | null; path: LiveViewPath }) {
  useSignals();
  const t = useT();
  const id = useId();
  const [, navigate] = useLocation();
  const sessions = playingSessions.value;
  const shown = offersChoice(sessions);
  const naming = shown && namesFromListed(sessions, followed);
  // Once per session followed: one the list does not hold (an unpublished replay) is not asked for again.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!naming || followed === null || asked.current === followed) return;
    asked.current = followed;
    if (!listedSessions.value.some((session) => session.id === followed)) void loadSessions();
  }, [naming, followed]);
  if (!shown) return null;

  return (
    <div className="session-chooser">
      <label htmlFor={id}>{t('session_chooser.label')}</label>
      <select
        id={id}
        value={chosenValueOf(sessions, followed)}
        onChange={(event) =>
          navigate(liveViewHrefOf(path, { session: sessionOfValue(event.target.value), at: null }))
        }
      >
        {sessionOptionsOf(sessions, followed, listedSessions.value).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
