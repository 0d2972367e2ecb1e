import { type ReactNode, useId, useState } from 'react';
import { SegmentedChoice } from '../../../components/segmented.tsx';
import type { CoreMessageId } from '../../../i18n/catalog-types.ts';
import { useT } from '../../../i18n/use-language.tsx';
import type { FavouritesView } from '../../../stores/favourites-rules.ts';
import { categorySlugOf } from '../view/live-view-url.ts';
import { viewClassNameOf, viewTextOf } from './subclass-view.ts';

const FAVOURITES_CHOICES: { view: FavouritesView; text: CoreMessageId }[] = [
  { view: 'all', text: 'ranking.controls.favourites_all' },
  { view: 'pinned', text: 'ranking.controls.favourites_pinned' },
  { view: 'only', text: 'ranking.controls.favourites_only' },
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
  /** The live view's own tools (announcements, TV delay, session, time travel), among the options. */
  children?: ReactNode;
}

/**
 * Above the table, one bar: the class shown, then the options (the ranking or the strategy, where the
 * followed cars go, on a phone whether its one time column is the gap or the interval, and the live view's
 * tools). Up to a tablet's width the options fold behind one button, so that the first screen is the race;
 * wider, they are laid out beside the classes and the button is not shown (ranking-page.css).
 */
export function RankingControls(props: RankingControlsProps) {
  const t = useT();
  const optionsId = useId();
  const [optionsOpen, setOptionsOpen] = useState(false);
  return (
    <div className="ranking-controls">
      <fieldset className="segmented class-choices">
        <legend className="visually-hidden">{t('ranking.controls.class')}</legend>
        <SegmentedChoice pressed={props.shownClass === null} onClick={() => props.onClass(null)}>
          {t('ranking.controls.all_classes')}
        </SegmentedChoice>
        {props.classes.map((label) => (
          <SegmentedChoice
            key={label}
            className={`class-choice ${viewClassNameOf(label)}`}
            pressed={props.shownClass === label}
            onClick={() => props.onClass(categorySlugOf(label))}
          >
            {viewTextOf(label)}
          </SegmentedChoice>
        ))}
      </fieldset>
      <button
        type="button"
        className="ranking-options-toggle"
        aria-expanded={optionsOpen}
        aria-controls={optionsId}
        onClick={() => setOptionsOpen(!optionsOpen)}
      >
        {t('ranking.controls.options')}
        <span aria-hidden="true">{optionsOpen ? '▴' : '▾'}</span>
      </button>
      <div id={optionsId} className={optionsOpen ? 'ranking-options is-open' : 'ranking-options'}>
        <fieldset className="segmented view-choice">
          <legend className="visually-hidden">{t('ranking.controls.view')}</legend>
          <SegmentedChoice pressed={!props.showsStrategy} onClick={() => props.onShowsStrategy(false)}>
            {t('ranking.controls.ranking')}
          </SegmentedChoice>
          <SegmentedChoice pressed={props.showsStrategy} onClick={() => props.onShowsStrategy(true)}>
            {t('ranking.controls.strategy')}
          </SegmentedChoice>
        </fieldset>
        <fieldset className="segmented favourites-choice">
          <legend className="visually-hidden">{t('ranking.controls.favourites')}</legend>
          <span className="segmented__label" aria-hidden="true">
            {t('ranking.controls.favourites_label')}
          </span>
          {FAVOURITES_CHOICES.map(({ view, text }) => (
            <SegmentedChoice
              key={view}
              pressed={props.favouritesView === view}
              onClick={() => props.onFavouritesView(view)}
            >
              {t(text)}
            </SegmentedChoice>
          ))}
        </fieldset>
        {!props.showsStrategy && (
          <fieldset className="segmented gap-choice">
            <legend className="visually-hidden">{t('ranking.controls.time_column')}</legend>
            <SegmentedChoice pressed={!props.showsInterval} onClick={() => props.onShowsInterval(false)}>
              {t('ranking.column.gap')}
            </SegmentedChoice>
            <SegmentedChoice pressed={props.showsInterval} onClick={() => props.onShowsInterval(true)}>
              {t('ranking.column.int')}
            </SegmentedChoice>
          </fieldset>
        )}
        {props.children}
      </div>
    </div>
  );
}
