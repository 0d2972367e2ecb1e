import type { ReactElement, ReactNode } from 'react';
import { Link } from 'wouter';
import { formatPitTime } from '../../../components/analysis/analysis-format.ts';
import { formatLapTime } from '../../../format/timing.ts';
import { t } from '../../../i18n/i18n.ts';
import { toggleFavourite } from '../../../stores/favourites-store.ts';
import type { ShownRow } from '../../../stores/live-rules.ts';
import { carStateLabel, rankBadge } from './car-state.ts';
import { classTagOf } from './class-tag.ts';
import {
  FIGURE_ROOM,
  figureClassOf,
  type HourGain,
  lastStopText,
  type SectorCell,
  sectorTimeText,
  shortDriverName,
} from './ranking-cells.ts';
import {
  type ColumnKey,
  columnClassOf,
  columnsOn,
  type FigureColumnKey,
  figureCellText,
  type RankingColumn,
  type TableWidth,
} from './ranking-columns.ts';
import type { RowInView } from './row-in-view.ts';
import { type UnplacedStatus, unplacedTextsOf } from './unplaced-status.ts';
import './rank-badge.css';

/** What a car's cells show, worked out once per render of its row (the details row reads it too). */
export interface RowFacts {
  row: ShownRow;
  classView: boolean;
  shown: RowInView;
  gain: HourGain | null;
  /** Laps of the stint in progress; null when not known (see stintLapsOf). */
  stintLaps: number | null;
  stops: string;
  sectors: readonly [SectorCell, SectorCell, SectorCell];
  slug: string;
  star: ReactNode;
  /** The gap to the car ahead in the class when the two are fighting, else null. */
  battle: number | null;
  /** Once the flag is out, a car not classified, retired or disqualified. */
  unplaced: UnplacedStatus | null;
  /** Its best lap is the fastest of the table shown. */
  fastestLap: boolean;
  expanded: boolean;
  detailsId: string;
  onToggleDetails: (number: string) => void;
}

/** A cell's React key and class, which are its column's. */
interface CellPlace {
  key: ColumnKey;
  className: string;
}

/**
 * The cell of every column but a figure's (written from the list, in `cellOf`): a column added to the list
 * without one fails to type-check. Each sets its key itself rather than through a wrapper, which would add a
 * component to each of the row's cells.
 */
const CELLS: Record<
  Exclude<ColumnKey, FigureColumnKey>,
  (car: RowFacts, place: CellPlace) => ReactElement
> = {
  star: (car, { key, className }) => (
    <td key={key} className={className}>
      {car.star}
    </td>
  ),
  pos: ({ row, shown, classView, gain, slug, unplaced }, { key, className }) => (
    <td key={key} className={className}>
      {unplaced ? (
        unplacedBadge(unplaced)
      ) : (
        <span className={`rank-badge ${rankBadge(shown.position)}`}>{shown.position || '-'}</span>
      )}
      {/* A car not placed has no place in its class either. */}
      {!classView &&
        !unplaced &&
        shown.classPosition > 0 &&
        classPosition(shown.classPosition, row.category_label, slug)}
      {gain && (
        <span className={`hour-gain ${gain.kind}`} title={gain.label}>
          <span aria-hidden="true">{gain.text}</span>
          <span className="visually-hidden">{gain.label}</span>
        </span>
      )}
    </td>
  ),
  // Every class shown: the class written under the number, not told by its frame's colour alone.
  num: ({ row, slug, classView }, { key, className }) => (
    <th key={key} scope="row" className={className}>
      <span className={`car-number ${slug}`}>{row.participant_number}</span>
      {!classView && (
        <>
          <span className="class-tag" aria-hidden="true">
            {classTagOf(row.category_label)}
          </span>
          <span className="visually-hidden"> {row.category_label}</span>
        </>
      )}
    </th>
  ),
  team: ({ row }, { key, className }) => (
    <td key={key} className={className}>
      <Link className="team-link" href={`/equipes/${row.entry_id}`}>
        {row.team_name}
      </Link>
      <span className="muted car-name">{row.car_name}</span>
    </td>
  ),
  driver: ({ row }, { key, className }) => (
    <td key={key} className={className}>
      {row.car_state === 'InPit' && <span className="pit-marker">{t('ranking.pit_marker')}</span>}
      {row.current_driver_name ? (
        <>
          <span className="driver-name">{row.current_driver_name}</span>
          {/* A phone's narrow column: the initial and the name, the full name still read aloud. */}
          <span className="driver-name-short" aria-hidden="true">
            {shortDriverName(row.current_driver_name)}
          </span>
        </>
      ) : (
        <span className="driver-fallback">{row.team_name}</span>
      )}
    </td>
  ),
  laps: ({ row }, { key, className }) => (
    <td key={key} className={className}>
      {row.lap_count}
    </td>
  ),
  last: ({ row }, { key, className }) => {
    const text = formatLapTime(row.last_lap_time);
    return (
      <td key={key} className={figureClassOf(className, text, FIGURE_ROOM.lap)}>
        {text}
      </td>
    );
  },
  best: ({ row, fastestLap, classView }, { key, className }) => {
    const text = formatLapTime(row.best_lap_time);
    const classes = figureClassOf(className, text, FIGURE_ROOM.lap);
    return (
      <td
        key={key}
        className={fastestLap ? `${classes} lap-fastest` : classes}
        title={fastestLap ? fastestLapText(classView) : undefined}
      >
        {text}
        {fastestLap && <span className="visually-hidden"> ({fastestLapText(classView)})</span>}
      </td>
    );
  },
  gap: ({ shown }, { key, className }) => {
    const text = shown.gap;
    return (
      <td key={key} className={figureClassOf(className, text, FIGURE_ROOM.gap)}>
        {text}
      </td>
    );
  },
  int: ({ shown, battle }, { key, className }) => {
    const intervalText = shown.interval;
    return (
      <td key={key} className={figureClassOf(className, intervalText, FIGURE_ROOM.gap)}>
        {battle !== null && (
          <span
            className="battle-marker"
            role="img"
            aria-label={t('ranking.battle_label', { seconds: (battle / 1000).toFixed(1) })}
            title={t('ranking.battle_title', { seconds: (battle / 1000).toFixed(1) })}
          >
            ⚔{' '}
          </span>
        )}
        {intervalText}
      </td>
    );
  },
  s1: ({ sectors }, { key, className }) => (
    <SectorTd key={key} className={className} sector={sectors[0]} room={FIGURE_ROOM.firstSector} />
  ),
  s2: ({ sectors }, { key, className }) => (
    <SectorTd key={key} className={className} sector={sectors[1]} room={FIGURE_ROOM.sector} />
  ),
  s3: ({ sectors }, { key, className }) => (
    <SectorTd key={key} className={className} sector={sectors[2]} room={FIGURE_ROOM.sector} />
  ),
  pits: ({ row, stops }, { key, className }) => (
    <td key={key} className={className} title={stops}>
      {row.pit_stops}
    </td>
  ),
  stop: ({ row }, { key, className }) => {
    const text = lastStopText(row);
    return (
      <td key={key} className={figureClassOf(className, text, FIGURE_ROOM.stop)} title={lastStopTitle(row)}>
        {text}
      </td>
    );
  },
  stint: ({ stintLaps, stops }, { key, className }) => (
    <td key={key} className={className} title={stops}>
      {stintLaps ?? <UnknownValue />}
    </td>
  ),
  state: ({ row, unplaced }, { key, className }) => (
    <td key={key} className={className}>
      {unplaced ? unplacedTextsOf(unplaced).long : carStateLabel(row.car_state)}
    </td>
  ),
  more: ({ row, expanded, detailsId, onToggleDetails }, { key, className }) => (
    <td key={key} className={className}>
      <button
        type="button"
        className="details-toggle"
        aria-expanded={expanded}
        aria-controls={detailsId}
        aria-label={t('ranking.car_details', { number: row.participant_number })}
        onClick={() => onToggleDetails(row.participant_number)}
      >
        <span aria-hidden="true">{expanded ? '▴' : '▾'}</span>
      </button>
    </td>
  ),
};

type Cell = (car: RowFacts) => ReactElement;

function cellOf(column: RankingColumn): Cell {
  const place: CellPlace = { key: column.key as ColumnKey, className: columnClassOf(column) };
  if ('figure' in column && column.figure) {
    const { figure } = column;
    return ({ row }) => (
      <td key={place.key} className={place.className}>
        {figureCellText(figure, row)}
      </td>
    );
  }
  return (car) => CELLS[place.key as Exclude<ColumnKey, FigureColumnKey>](car, place);
}

const cellsOn = (width: TableWidth): readonly Cell[] => columnsOn(width).map(cellOf);
const CELLS_ON: Record<TableWidth, readonly Cell[]> = { phone: cellsOn('phone'), wide: cellsOn('wide') };

/** The car's cells, one per column of a table of that width, in the list's order. */
export function rankingCellsOf(car: RowFacts, width: TableWidth): ReactElement[] {
  return CELLS_ON[width].map((cell) => cell(car));
}

/**
 * What a car not placed is, short in the cell and in full for its readers (a function, not a component: the
 * row's cells add none).
 */
export function unplacedBadge(status: UnplacedStatus): ReactElement {
  const texts = unplacedTextsOf(status);
  return (
    <span className="rank-badge unplaced" title={texts.long}>
      <span aria-hidden="true">{texts.short}</span>
      <span className="visually-hidden">{texts.long}</span>
    </span>
  );
}

/** The car's place in its class beside the overall one: « P3 », « 3e en LMP2 » in full. */
function classPosition(position: number, category: string, slug: string): ReactElement {
  const text = t('ranking.class_position', { position, category });
  return (
    <span className={`class-pos ${slug}`} title={text}>
      <span aria-hidden="true">P{position}</span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}

/** A value the page cannot know yet (a session joined late): a dash, said as unknown. */
export function UnknownValue() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('ranking.unknown')}</span>
    </>
  );
}

/** The last stop's time in full, for its cell's title. */
export function lastStopTitle(row: ShownRow): string | undefined {
  return row.last_pit_time == null ? undefined : formatPitTime(row.last_pit_time, row.last_pit_precision);
}

/** What the purple best lap means. */
export function fastestLapText(classView: boolean): string {
  return t(classView ? 'ranking.fastest_lap_class' : 'ranking.fastest_lap_race');
}

const SECTOR_MARK_TEXTS = {
  'class-best': 'ranking.sector_class_best',
  'personal-best': 'ranking.sector_personal_best',
} as const;

function SectorTd({ className, sector, room }: { className: string; sector: SectorCell; room: number }) {
  const meaning = [
    sector.mark ? t(SECTOR_MARK_TEXTS[sector.mark]) : '',
    sector.previousLap ? t('ranking.sector_previous_lap') : '',
  ]
    .filter(Boolean)
    .join(', ');
  const text = sectorTimeText(sector.ms);
  const classes = [
    figureClassOf(className, text, room),
    'sector',
    sector.mark ? `sector-${sector.mark}` : '',
    sector.previousLap ? 'sector-previous-lap' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <td className={classes} title={meaning || undefined}>
      {text}
      {meaning && <span className="visually-hidden"> ({meaning})</span>}
    </td>
  );
}

export function StarButton({ number, starred }: { number: string; starred: boolean }) {
  return (
    <button
      type="button"
      className="star-toggle"
      aria-pressed={starred}
      aria-label={t(starred ? 'ranking.unstar' : 'ranking.star', { number })}
      onClick={() => toggleFavourite(number)}
    >
      <span aria-hidden="true">{starred ? '★' : '☆'}</span>
    </button>
  );
}
