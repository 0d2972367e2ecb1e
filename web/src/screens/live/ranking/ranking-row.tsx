import type { SectorTimes } from '@lemans/contract';
import { memo } from 'react';
import { Link } from 'wouter';
import { formatLapTime } from '../../../format/timing.ts';
import { useT } from '../../../i18n/use-language.tsx';
import type { ShownRow } from '../../../stores/live-rules.ts';
import { categorySlugOf } from '../view/live-view-url.ts';
import { carStateLabel } from './car-state.ts';
import {
  battleGapOf,
  rowGainOf,
  sectorCellOf,
  sectorTimeText,
  stintLapsOf,
  stopsDescription,
} from './ranking-cells.ts';
import { columnsOn, DETAILS_FIGURES, figureDetailText, type TableWidth } from './ranking-columns.ts';
import {
  fastestLapText,
  lastStopTitle,
  type RowFacts,
  rankingCellsOf,
  StarButton,
} from './ranking-row-cells.tsx';
import type { RowInView } from './row-in-view.ts';
import { type UnplacedStatus, unplacedTextsOf } from './unplaced-status.ts';

export interface RankingRowProps {
  row: ShownRow;
  /** Its position, gap and interval in the view (see rowsInViewOf); the same object while they do not change. */
  shown: RowInView;
  /** One class shown: positions and gaps are the class's. */
  classView: boolean;
  /** The best times of the car's class in each sector; the same object while they do not change. */
  classBest: SectorTimes;
  starred: boolean;
  expanded: boolean;
  neutralised: boolean;
  /** Once the flag is out, a car not classified, retired or disqualified: its position says so. */
  unplaced: UnplacedStatus | null;
  /** Its best lap is the fastest of the table shown (the race's, or the class's when one is shown alone). */
  fastestLap: boolean;
  /** The table's width: a phone's row has cells for the phone's columns only. */
  width: TableWidth;
  /** Stable across renders: it opens or closes the details of the car with that number. */
  onToggleDetails: (number: string) => void;
}

/**
 * One car of the ranking table, and its details below it when opened (the phone's way to the columns it
 * hides). Memoised on props that keep their identity: one changed car re-renders one row.
 */
export const RankingRow = memo(function RankingRow({
  row,
  shown,
  classView,
  classBest,
  starred,
  expanded,
  neutralised,
  unplaced,
  fastestLap,
  width,
  onToggleDetails,
}: RankingRowProps) {
  const t = useT();
  const number = row.participant_number;
  const flags = row.flags;
  const inPit = row.car_state === 'InPit';
  const classes = [
    'ranking-row',
    flags?.position_changed ? (flags.position_change > 0 ? 'gained' : 'lost') : '',
    flags?.lap_changed || flags?.time_changed ? 'new-lap' : '',
    flags?.sector_changed ? 'new-sector' : '',
    inPit ? 'in-pit' : '',
    neutralised ? 'neutralised' : '',
    starred ? 'starred' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const stintLaps = stintLapsOf(row);
  const car: RowFacts = {
    row,
    classView,
    shown,
    gain: rowGainOf(row, shown, unplaced),
    stintLaps,
    stops: stopsDescription(row.pit_stops, stintLaps),
    sectors: [
      sectorCellOf(row, 0, classBest),
      sectorCellOf(row, 1, classBest),
      sectorCellOf(row, 2, classBest),
    ],
    slug: categorySlugOf(row.category_label),
    star: <StarButton number={number} starred={starred} />,
    battle: battleGapOf(row, neutralised),
    unplaced,
    fastestLap,
    expanded,
    detailsId: `ranking-details-${number}`,
    onToggleDetails,
  };

  return (
    <>
      <tr className={classes} data-number={number} data-battle={car.battle === null ? undefined : true}>
        {rankingCellsOf(car, width)}
      </tr>
      {expanded && (
        <tr className="ranking-details" id={car.detailsId}>
          <td colSpan={columnsOn(width).length}>
            <dl>
              {/* In full: the row cuts a long name short on a phone. */}
              <div>
                <dt>{t('details.driver')}</dt>
                <dd>{row.current_driver_name || '-'}</dd>
              </div>
              <div>
                <dt>{t('details.team')}</dt>
                <dd>{row.team_name}</dd>
              </div>
              <div>
                <dt>{t('details.car')}</dt>
                <dd>{row.car_name}</dd>
              </div>
              <div>
                <dt>{t('details.category')}</dt>
                {/* A car not placed has no place in its class: its class alone. */}
                <dd>
                  {shown.classPosition > 0
                    ? t('details.category_place', {
                        category: row.category_label,
                        position: shown.classPosition,
                      })
                    : row.category_label}
                </dd>
              </div>
              <div>
                <dt>{t('details.laps')}</dt>
                <dd>{row.lap_count}</dd>
              </div>
              <div>
                <dt>{t('details.best_lap')}</dt>
                <dd className={fastestLap ? 'lap-fastest' : undefined}>
                  {formatLapTime(row.best_lap_time)}
                  {fastestLap && <> ({fastestLapText(classView)})</>}
                </dd>
              </div>
              <div>
                <dt>{t('details.sectors')}</dt>
                <dd>{car.sectors.map((sector) => sectorTimeText(sector.ms) || '-').join(' · ')}</dd>
              </div>
              <div>
                <dt>{t('details.pits')}</dt>
                <dd>{car.stops}</dd>
              </div>
              <div>
                <dt>{t('details.last_stop')}</dt>
                <dd>{lastStopTitle(row) ?? '-'}</dd>
              </div>
              {DETAILS_FIGURES.map((figure) => (
                <div key={figure.detail}>
                  <dt>{t(figure.detail)}</dt>
                  <dd>{figureDetailText(figure, row)}</dd>
                </div>
              ))}
              <div>
                <dt>{t('details.state')}</dt>
                <dd>{unplaced ? unplacedTextsOf(unplaced).long : carStateLabel(row.car_state)}</dd>
              </div>
            </dl>
            <div className="ranking-details__actions">
              <Link href={`/equipes/${row.entry_id}`}>{t('details.see_team')}</Link>
              {car.star}
            </div>
          </td>
        </tr>
      )}
    </>
  );
});
