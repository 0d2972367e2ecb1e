import type { ReactNode } from 'react';
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
        <Choice pressed={!props.showsStrategy} onClick={() => props.onShowsStrategy(false)}>
          Classement
        </Choice>
        <Choice pressed={props.showsStrategy} onClick={() => props.onShowsStrategy(true)}>
          Stratégie
        </Choice>
      </fieldset>
      <fieldset className="segmented">
        <legend className="visually-hidden">Catégorie affichée</legend>
        <Choice pressed={props.shownClass === null} onClick={() => props.onClass(null)}>
          Toutes
        </Choice>
        {props.classes.map((label) => (
          <Choice
            key={label}
            className={`class-choice ${categorySlugOf(label)}`}
            pressed={props.shownClass === label}
            onClick={() => props.onClass(categorySlugOf(label))}
          >
            {label}
          </Choice>
        ))}
      </fieldset>
      <fieldset className="segmented favourites-choice">
        <legend className="visually-hidden">Mes voitures</legend>
        <span className="segmented__label" aria-hidden="true">
          Mes voitures :
        </span>
        {FAVOURITES_CHOICES.map(({ view, text }) => (
          <Choice
            key={view}
            pressed={props.favouritesView === view}
            onClick={() => props.onFavouritesView(view)}
          >
            {text}
          </Choice>
        ))}
      </fieldset>
      {!props.showsStrategy && (
        <fieldset className="segmented gap-choice">
          <legend className="visually-hidden">Colonne de temps affichée</legend>
          <Choice pressed={!props.showsInterval} onClick={() => props.onShowsInterval(false)}>
            Écart
          </Choice>
          <Choice pressed={props.showsInterval} onClick={() => props.onShowsInterval(true)}>
            Int.
          </Choice>
        </fieldset>
      )}
    </div>
  );
}

function Choice({
  pressed,
  onClick,
  className,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className ? `segmented__choice ${className}` : 'segmented__choice'}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
