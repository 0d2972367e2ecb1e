import { SegmentedChoice } from '../../components/segmented.tsx';
import type { CoreMessageId } from '../../i18n/catalog-types.ts';
import { useT } from '../../i18n/use-language.tsx';
import type { FavouritesView } from '../../stores/favourites-rules.ts';
import { categorySlugOf } from './live-view-url.ts';

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
}

/**
 * Above the table: the ranking or the strategy, the class shown, where the followed cars go, and on a phone
 * whether its one time column is the gap to the leader or the interval to the car ahead.
 */
export function RankingControls(props: RankingControlsProps) {
  const t = useT();
  return (
    <div className="ranking-controls">
      <fieldset className="segmented view-choice">
        <legend className="visually-hidden">{t('ranking.controls.view')}</legend>
        <SegmentedChoice pressed={!props.showsStrategy} onClick={() => props.onShowsStrategy(false)}>
          {t('ranking.controls.ranking')}
        </SegmentedChoice>
        <SegmentedChoice pressed={props.showsStrategy} onClick={() => props.onShowsStrategy(true)}>
          {t('ranking.controls.strategy')}
        </SegmentedChoice>
      </fieldset>
      <fieldset className="segmented">
        <legend className="visually-hidden">{t('ranking.controls.class')}</legend>
        <SegmentedChoice pressed={props.shownClass === null} onClick={() => props.onClass(null)}>
          {t('ranking.controls.all_classes')}
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
    </div>
  );
}
