import type { SectorTimes } from '@lemans/race';
import { memo } from 'react';
import { Link } from 'wouter';
import { formatLapTime } from '../../format/timing.ts';
import { toggleFavourite } from '../../stores/favourites-store.ts';
import type { ShownRow } from '../../stores/live-rules.ts';
import { carStateLabel, rankBadge } from './car-state.ts';
import { categorySlugOf } from './live-view-url.ts';
import {
  battleGapOf,
  gapText,
  hourGainOf,
  lapsSinceStop,
  SECTOR_INDEXES,
  type SectorCell,
  sectorCellOf,
  sectorTimeText,
  stopsDescription,
} from './ranking-cells.ts';
import { rowInView } from './ranking-view.ts';

/** The table's columns, for the details row that spans them all. */
export const RANKING_COLUMNS = 17;

export interface RankingRowProps {
  row: ShownRow;
  /** One class shown: positions and gaps are the class's. */
  classView: boolean;
  /** The best times of the car's class in each sector; the same object while they do not change. */
  classBest: SectorTimes;
  starred: boolean;
  expanded: boolean;
  neutralised: boolean;
  /** Stable across renders: it opens or closes the details of the car with that number. */
  onToggleDetails: (number: string) => void;
}

/**
 * One car of the ranking table, and its details below it when opened (the phone's way to the columns it
 * hides). Memoised on props that keep their identity: one changed car re-renders one row.
 */
export const RankingRow = memo(function RankingRow({
  row,
  classView,
  classBest,
  starred,
  expanded,
  neutralised,
  onToggleDetails,
}: RankingRowProps) {
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
  const shown = rowInView(row, classView);
  const gain = hourGainOf(shown.hourStartPosition, shown.position);
  const sinceStop = lapsSinceStop(row);
  const stops = stopsDescription(row.pit_stops, sinceStop);
  const sectors = SECTOR_INDEXES.map((index) => sectorCellOf(row, index, classBest));
  const slug = categorySlugOf(row.category_label);
  const detailsId = `ranking-details-${number}`;
  const star = <StarButton number={number} starred={starred} />;
  const battle = battleGapOf(row, neutralised);

  return (
    <>
      <tr className={classes} data-number={number} data-battle={battle === null ? undefined : true}>
        <td className="col-star">{star}</td>
        <td className="col-pos">
          <span className={`rank-badge ${rankBadge(shown.position)}`}>{shown.position || '-'}</span>
          {!classView && row.category_position > 0 && (
            <span
              className={`class-pos ${slug}`}
              title={`${row.category_position}e en ${row.category_label}`}
            >
              <span aria-hidden="true">P{row.category_position}</span>
              <span className="visually-hidden">
                {row.category_position}e en {row.category_label}
              </span>
            </span>
          )}
          {gain && (
            <span className={`hour-gain ${gain.kind}`} title={gain.label}>
              <span aria-hidden="true">{gain.text}</span>
              <span className="visually-hidden">{gain.label}</span>
            </span>
          )}
        </td>
        <th scope="row" className="col-num">
          <span className={`car-number ${slug}`}>{number}</span>
        </th>
        <td className="col-team">
          <Link className="team-link" href={`/equipes/${row.entry_id}`}>
            {row.team_name}
          </Link>
          <span className="muted car-name">{row.car_name}</span>
        </td>
        <td className="col-driver">
          {inPit && <span className="pit-marker">STAND</span>}
          {row.current_driver_name || <span className="driver-fallback">{row.team_name}</span>}
        </td>
        <td className="col-laps numeric">{row.lap_count}</td>
        <td className="col-last numeric">{formatLapTime(row.last_lap_time)}</td>
        <td className="col-best numeric">{formatLapTime(row.best_lap_time)}</td>
        <td className="col-gap numeric">{gapText(shown.gapMs, shown.gap)}</td>
        <td className="col-int numeric">
          {battle !== null && (
            <span
              className="battle-marker"
              role="img"
              aria-label={`En lutte dans sa catégorie, à ${(battle / 1000).toFixed(1)} s de la voiture qui précède`}
              title={`En lutte : ${(battle / 1000).toFixed(1)} s`}
            >
              ⚔{' '}
            </span>
          )}
          {gapText(shown.intervalMs, shown.interval)}
        </td>
        {sectors.map((sector, index) => (
          <SectorTd key={SECTOR_INDEXES[index]} className={`col-s${index + 1}`} sector={sector} />
        ))}
        <td className="col-pits numeric" title={stops}>
          {row.pit_stops}
          {sinceStop !== null && <span className="since-stop"> {sinceStop} t.</span>}
        </td>
        <td className="col-speed numeric">{row.speed == null ? '-' : row.speed.toFixed(1)}</td>
        <td className="col-state">{carStateLabel(row.car_state)}</td>
        <td className="col-more">
          <button
            type="button"
            className="details-toggle"
            aria-expanded={expanded}
            aria-controls={detailsId}
            aria-label={`Détails de la voiture n°${number}`}
            onClick={() => onToggleDetails(number)}
          >
            <span aria-hidden="true">{expanded ? '▴' : '▾'}</span>
          </button>
        </td>
      </tr>
      {expanded && (
        <tr className="ranking-details" id={detailsId}>
          <td colSpan={RANKING_COLUMNS}>
            <dl>
              {/* In full: the row cuts a long name short on a phone. */}
              <div>
                <dt>Pilote</dt>
                <dd>{row.current_driver_name || '-'}</dd>
              </div>
              <div>
                <dt>Équipe</dt>
                <dd>{row.team_name}</dd>
              </div>
              <div>
                <dt>Voiture</dt>
                <dd>{row.car_name}</dd>
              </div>
              <div>
                <dt>Catégorie</dt>
                <dd>
                  {row.category_label}, {row.category_position}e
                </dd>
              </div>
              <div>
                <dt>Tours</dt>
                <dd>{row.lap_count}</dd>
              </div>
              <div>
                <dt>Meilleur tour</dt>
                <dd>{formatLapTime(row.best_lap_time)}</dd>
              </div>
              <div>
                <dt>Secteurs</dt>
                <dd>{sectors.map((sector) => sectorTimeText(sector.ms) || '-').join(' · ')}</dd>
              </div>
              <div>
                <dt>Arrêts</dt>
                <dd>{stops}</dd>
              </div>
              <div>
                <dt>Vitesse</dt>
                <dd>{row.speed == null ? '-' : `${row.speed.toFixed(1)} km/h`}</dd>
              </div>
              <div>
                <dt>État</dt>
                <dd>{carStateLabel(row.car_state)}</dd>
              </div>
            </dl>
            <div className="ranking-details__actions">
              <Link href={`/equipes/${row.entry_id}`}>Voir l'équipe</Link>
              {star}
            </div>
          </td>
        </tr>
      )}
    </>
  );
});

const SECTOR_MARK_TEXTS = {
  'class-best': 'meilleur temps de la catégorie',
  'personal-best': 'record personnel',
} as const;

function SectorTd({ className, sector }: { className: string; sector: SectorCell }) {
  const meaning = [
    sector.mark ? SECTOR_MARK_TEXTS[sector.mark] : '',
    sector.previousLap ? 'tour précédent' : '',
  ]
    .filter(Boolean)
    .join(', ');
  const classes = [
    className,
    'numeric sector',
    sector.mark ? `sector-${sector.mark}` : '',
    sector.previousLap ? 'sector-previous-lap' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <td className={classes} title={meaning || undefined}>
      {sectorTimeText(sector.ms)}
      {meaning && <span className="visually-hidden"> ({meaning})</span>}
    </td>
  );
}

function StarButton({ number, starred }: { number: string; starred: boolean }) {
  return (
    <button
      type="button"
      className="star-toggle"
      aria-pressed={starred}
      aria-label={starred ? `Ne plus suivre la voiture n°${number}` : `Suivre la voiture n°${number}`}
      onClick={() => toggleFavourite(number)}
    >
      <span aria-hidden="true">{starred ? '★' : '☆'}</span>
    </button>
  );
}
