import { useSignals } from '@preact/signals-react/runtime';
import {
  announceInBanner,
  announceToReader,
  setAnnounceInBanner,
  setAnnounceToReader,
} from '../../stores/announcements-store.ts';
import { favourites } from '../../stores/favourites-store.ts';
import './favourites-announce-toggle.css';

/** Every French text of the announcement settings. */
const TEXT = {
  title: 'Annonces de mes voitures',
  banner: 'Annoncer mes voitures dans le bandeau',
  reader: "Lecture d'écran : annoncer les changements de position de mes voitures",
  noFavourite: "Aucune voiture suivie : ajoutez-en avec l'étoile du classement.",
} as const;

/**
 * The two opt-in announcements about the starred cars, beside the ranking where the fan stars them, folded
 * away until opened: both are off unless this browser turned them on.
 */
export function FavouritesAnnounceToggle() {
  useSignals();
  return (
    <details className="announce-settings fold-panel">
      <summary>{TEXT.title}</summary>
      <div className="announce-settings__body fold-panel__body">
        <label>
          <input
            type="checkbox"
            checked={announceInBanner.value}
            onChange={(event) => setAnnounceInBanner(event.currentTarget.checked)}
          />
          {TEXT.banner}
        </label>
        <label>
          <input
            type="checkbox"
            checked={announceToReader.value}
            onChange={(event) => setAnnounceToReader(event.currentTarget.checked)}
          />
          {TEXT.reader}
        </label>
        {favourites.value.size === 0 && <p className="muted">{TEXT.noFavourite}</p>}
      </div>
    </details>
  );
}
