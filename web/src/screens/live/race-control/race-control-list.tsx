import type { RaceControlEntry } from '@lemans/contract';
import { formatRaceTime } from '@lemans/contract/timing';
import { t } from '../../../i18n/i18n.ts';
import { alertLanguageOf, alertMessageOf, alertTitleOf } from '../../../shell/alert-words.ts';
import { categorySlugOf } from '../view/live-view-url.ts';
import './race-control.css';

/**
 * The entries as a list by race time, newest first; one read from the import of the race (what came before a
 * session joined mid-race) says so in a quiet line of its own.
 */
export function RaceControlList({ entries }: { entries: readonly RaceControlEntry[] }) {
  return (
    <ol className="race-control-log" aria-label={t('race_control.list_label')}>
      {entries.map((entry) => (
        <li
          key={entry.id}
          className={`race-control-entry ${entry.level} type-${entry.type}`}
          data-race-time={entry.race_time}
        >
          <time className="race-control-entry__time">{formatRaceTime(entry.race_time)}</time>
          <span className="race-control-entry__title">{alertTitleOf(entry)}</span>
          {entry.participant_number && (
            <span className={`car-number ${entry.category ? categorySlugOf(entry.category) : ''}`}>
              {entry.participant_number}
            </span>
          )}
          <span className="race-control-entry__message" lang={alertLanguageOf(entry)}>
            {alertMessageOf(entry)}
          </span>
          {entry.source === 'import' && (
            <span className="race-control-entry__source">{t('race_control.from_import')}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
