import { SegmentedChoice } from '../../components/segmented.tsx';
import type { FavouritesView } from '../../stores/favourites-rules.ts';
import { categorySlugOf } from './live-view-url.ts';

const FAVOURITES_CHOICES: { view: FavouritesView; text: string }[] = [
  { view: 'all', text: 'Toutes' },
  { view: 'pinned', text: 'En haut' },
  { view: 'only', text: 'Seules' },
];

export interface RankingControlsProps {
  classes: readonly string[];
  /** null: every class. */
  shownClass: string | null;
  onClass: (slug: string | null) => void;
  favouritesView: FavouritesView;
  onFavouritesView: (view: FavouritesView) => void;
  showsInterval: boolean;
  onShowsInterval: (shows: boolean) => void;
  showsStrategy: boolean;
  onShowsStrategy: (shows: boolean) => void;
}

/**
 * Above the table: the ranking or the strategy, the class shown, where the followed cars go, and on a phone
 * whether its one time column is the gap to the leader or the interval to the car ahead.
 */
export function RankingControls(props: RankingControlsProps) {
  return (
    <div className="ranking-controls">
      <fieldset className="segmented view-choice">
        <legend className="visually-hidden">Vue</legend>
        <SegmentedChoice pressed={!props.showsStrategy} onClick={() => props.onShowsStrategy(false)}>
          Classement
        </SegmentedChoice>
        <SegmentedChoice pressed={props.showsStrategy} onClick={() => props.onShowsStrategy(true)}>
          Stratégie
        </SegmentedChoice>
      </fieldset>
      <fieldset className="segmented">
        <legend className="visually-hidden">Catégorie affichée</legend>
        <SegmentedChoice pressed={props.shownClass === null} onClick={() => props.onClass(null)}>
          Toutes
        </SegmentedChoice>
        {props.classes.map((label) => (
          <SegmentedChoice
            key={label}
            className={`class-choice ${categorySlugOf(label)}`}
            pressed={props.shownClass === label}
            onClick={() => props.onClass(categorySlugOf(label))}
          >
            {label}
          </SegmentedChoice>
        ))}
      </fieldset>
      <fieldset className="segmented favourites-choice">
        <legend className="visually-hidden">Mes voitures</legend>
        <span className="segmented__label" aria-hidden="true">
          Mes voitures :
        </span>
        {FAVOURITES_CHOICES.map(({ view, text }) => (
          <SegmentedChoice
            key={view}
            pressed={props.favouritesView === view}
            onClick={() => props.onFavouritesView(view)}
          >
            {text}
          </SegmentedChoice>
        ))}
      </fieldset>
      {!props.showsStrategy && (
        <fieldset className="segmented gap-choice">
          <legend className="visually-hidden">Colonne de temps affichée</legend>
          <SegmentedChoice pressed={!props.showsInterval} onClick={() => props.onShowsInterval(false)}>
            Écart
          </SegmentedChoice>
          <SegmentedChoice pressed={props.showsInterval} onClick={() => props.onShowsInterval(true)}>
            Int.
          </SegmentedChoice>
        </fieldset>
      )}
    </div>
  );
}
