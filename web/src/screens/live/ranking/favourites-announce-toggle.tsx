import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '../../../i18n/use-language.tsx';
import {
  announceInBanner,
  announceToReader,
  setAnnounceInBanner,
  setAnnounceToReader,
} from '../../../stores/announcements-store.ts';
import { favourites } from '../../../stores/favourites-store.ts';
import './favourites-announce-toggle.css';

/**
 * The two opt-in announcements about the starred cars, beside the ranking where the fan stars them, folded
 * away until opened: both are off unless this browser turned them on.
 */
export function FavouritesAnnounceToggle() {
  useSignals();
  const t = useT();
  return (
    <details className="announce-settings fold-panel">
      <summary>{t('favourites.settings_title')}</summary>
      <div className="announce-settings__body fold-panel__body">
        <label>
          <input
            type="checkbox"
            checked={announceInBanner.value}
            onChange={(event) => setAnnounceInBanner(event.currentTarget.checked)}
          />
          {t('favourites.in_banner')}
        </label>
        <label>
          <input
            type="checkbox"
            checked={announceToReader.value}
            onChange={(event) => setAnnounceToReader(event.currentTarget.checked)}
          />
          {t('favourites.to_reader')}
        </label>
        {favourites.value.size === 0 && <p className="muted">{t('favourites.none')}</p>}
      </div>
    </details>
  );
}
