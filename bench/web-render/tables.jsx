// @ts-check
/**
 * The two ranking tables the web benchmark compares, with the markup and columns of the live ranking page
 * (web/src/screens/live/ranking-page.tsx): ours is the real memoised RankingRow fed by the real live store;
 * the naive one keeps the rows in a plain useState and re-renders every row on each update.
 *
 * JavaScript checked through JSDoc (bench/web-render/tsconfig.json) rather than TSX: the root tsconfig
 * type-checks everything under bench/ for Node, without JSX or the DOM.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { formatGap, formatLapTime } from '../../web/src/format/timing.ts';
import { carStateLabel, rankBadge } from '../../web/src/screens/live/car-state.ts';
import { RankingRow } from '../../web/src/screens/live/ranking-row.tsx';
import { changeFlags, shownRows } from '../../web/src/stores/live-rules.ts';
import { applyLiveFrame, lastUpdate, liveRows } from '../../web/src/stores/live-store.ts';

/** @typedef {import('../../web/src/stores/live-rules.ts').ShownRow} ShownRow */
/** @typedef {import('@lemans/race').LiveFrame} LiveFrame */
/** @typedef {{ rows: ShownRow[]; updated: number | null }} NaiveState */

/** Told of each commit of either table, from its layout effect: the DOM is updated, not yet painted. */
let committed = () => {};

/** @param {() => void} listener */
export function onCommit(listener) {
  committed = listener;
}

/**
 * The header line and the table of the ranking page (its podiums aside), around the given row component.
 * @param {{ rows: ShownRow[]; updated: number | null; Row: (props: { row: ShownRow }) => import('react').ReactNode }} props
 */
function RankingTable({ rows, updated, Row }) {
  return (
    <section className="ranking-page" aria-labelledby="ranking-title">
      <header className="ranking-header">
        <h1 id="ranking-title">Classement</h1>
        {updated !== null && (
          <span className="muted">Mis à jour à {new Date(updated).toLocaleTimeString('fr-FR')}</span>
        )}
      </header>
      <div className="table-scroll">
        <table className="ranking-table">
          <caption className="visually-hidden">Classement complet</caption>
          <thead>
            <tr>
              <th scope="col">Pos</th>
              <th scope="col">Équipe</th>
              <th scope="col">Pilote</th>
              <th scope="col">Tours</th>
              <th scope="col">Dernier Tour</th>
              <th scope="col">Meilleur</th>
              <th scope="col">Écart</th>
              <th scope="col">Vitesse</th>
              <th scope="col">État</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Row key={row.participant_number} row={row} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Ours: the page reads the store's signals; a car whose row object did not change skips rendering. */
export function OursTable() {
  useSignals();
  const rows = liveRows.value;
  const updated = lastUpdate.value;
  useLayoutEffect(() => committed());
  return <RankingTable rows={rows} updated={updated} Row={RankingRow} />;
}

export const applyOurs = applyLiveFrame;
export const oursRows = () => liveRows.value;

/** @type {((update: (held: NaiveState) => NaiveState) => void) | null} */
let setNaive = null;
/** @type {ShownRow[]} */
let naiveHeld = [];

/** Naive: one useState for the whole table, a new object for every row on every update. */
export function NaiveTable() {
  const [state, setState] = useState(/** @type {NaiveState} */ ({ rows: [], updated: null }));
  setNaive = setState;
  naiveHeld = state.rows;
  useLayoutEffect(() => committed());
  return <RankingTable rows={state.rows} updated={state.updated} Row={NaiveRankingRow} />;
}

/**
 * The same rules as the store (order, highlights), applied the straightforward way: every frame replaces
 * the state, whether or not it changes anything.
 * @param {Partial<LiveFrame>} frame
 */
export function applyNaive(frame) {
  setNaive?.((held) => {
    const before = new Map(held.rows.map((row) => [row.participant_number, row]));
    return {
      rows: shownRows(frame.data ?? []).map((row) => ({
        ...row,
        flags: changeFlags(before.get(row.participant_number), row),
      })),
      updated: Date.now(),
    };
  });
}

export const naiveRows = () => naiveHeld;

/**
 * RankingRow's markup (web/src/screens/live/ranking-row.tsx), without memo.
 * @param {{ row: ShownRow }} props
 */
function NaiveRankingRow({ row }) {
  const [, navigate] = useLocation();
  const flags = row.flags;
  const classes = [
    'ranking-row',
    flags?.position_changed ? (flags.position_change > 0 ? 'gained' : 'lost') : '',
    flags?.lap_changed || flags?.time_changed ? 'new-lap' : '',
    flags?.sector_changed ? 'new-sector' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const open = () => navigate(`/equipes/${row.entry_id}`);
  return (
    <tr
      className={classes}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === 'Enter') open();
      }}
      tabIndex={0}
      data-number={row.participant_number}
    >
      <td>
        <span className={`rank-badge ${rankBadge(row.ranking)}`}>{row.ranking}</span>
      </td>
      <th scope="row">
        <span className="car-number" style={{ borderColor: categoryColour(row.category_label) }}>
          {row.participant_number}
        </span>{' '}
        {row.team_name}
        <span className="muted car-name"> {row.car_name}</span>
      </th>
      <td>{row.current_driver_name}</td>
      <td className="numeric">{row.lap_count}</td>
      <td className="numeric">{formatLapTime(row.last_lap_time)}</td>
      <td className="numeric">{formatLapTime(row.best_lap_time)}</td>
      <td className="numeric">
        {row.ranking === 1 ? '' : /Lap/.test(row.gap) ? lapsBehind(row.gap) : formatGap(row.gap_time)}
      </td>
      <td className="numeric">{row.speed == null ? '-' : row.speed.toFixed(1)}</td>
      <td>{carStateLabel(row.car_state)}</td>
    </tr>
  );
}

/** @param {string} gap */
function lapsBehind(gap) {
  const laps = Number.parseInt(gap, 10);
  return `+${laps} ${laps > 1 ? 'tours' : 'tour'}`;
}

/** @param {string} label */
function categoryColour(label) {
  return label === 'Hypercar'
    ? 'var(--hypercar)'
    : label === 'LMP2'
      ? 'var(--lmp2)'
      : label === 'LMGT3'
        ? 'var(--lmgt3)'
        : 'var(--other)';
}
