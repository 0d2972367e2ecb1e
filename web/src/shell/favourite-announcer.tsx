import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '../i18n/use-language.tsx';
import {
  announceToReader,
  readerAnnouncement,
  type ShownAnnouncement,
} from '../stores/announcements-store.ts';
import './favourite-announcer.css';

/**
 * A sentence about a starred car, in the banner's ticker place while it is shown (announcements-store.ts);
 * keyed by its id, so that each sentence plays its entrance.
 */
export function FavouriteAnnouncement({ announcement }: { announcement: ShownAnnouncement }) {
  const t = useT();
  return (
    <p className="favourite-announcement">
      <span className="favourite-announcement__star" aria-hidden="true">
        ★
      </span>
      <span className="visually-hidden">{t('favourites.announcement_prefix')} </span>
      <span className="favourite-announcement__text">{announcement.text}</span>
    </p>
  );
}

/**
 * The screen reader's live region for the starred cars' position changes, present only when the fan asked
 * for it: a polite region that hears nothing else, so that the ranking's constant updates stay silent.
 */
export function PositionAnnouncer() {
  useSignals();
  if (!announceToReader.value) return null;
  return (
    <div className="visually-hidden favourite-positions" aria-live="polite">
      {readerAnnouncement.value}
    </div>
  );
}
