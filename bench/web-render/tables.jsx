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
import { classBestSectors, NO_SECTORS } from '../../web/src/screens/live/ranking-cells.ts';
import { RankingHead } from '../../web/src/screens/live/ranking-head.tsx';
import { RankingRow } from '../../web/src/screens/live/ranking-row.tsx';
import { useClassBests } from '../../web/src/screens/live/use-class-bests.ts';
import { changeFlags, shownRows } from '../../web/src/stores/live-rules.ts';
import { applyLiveFrame, lastUpdate, liveRows } from '../../web/src/stores/live-store.ts';

/** @typedef {import('../../web/src/stores/live-rules.ts').ShownRow} ShownRow */
/** @typedef {import('../../web/src/screens/live/ranking-row.tsx').RankingRowProps} RankingRowProps */
/** @typedef {import('@lemans/race').LiveFrame} LiveFrame */
/** @typedef {import('@lemans/race').SectorTimes} SectorTimes */
/** @typedef {{ rows: ShownRow[]; updated: number | null }} NaiveState */

/** Told of each commit of either table, from its layout effect: the DOM is updated, not yet painted. */
let committed = () => {};

/** @param {() => void} listener */
export function onCommit(listener) {
  committed = listener;
}

/**
 * The header line and the table of the ranking page (its podiums and controls aside): every class, no car
 * starred or opened, as a fan first sees it; the same head, cells and props as the page for both tables.
 * @param {{ rows: ShownRow[]; updated: number | null; classBests: ReadonlyMap<string, SectorTimes>;
 *   Row: (props: RankingRowProps) => import('react').ReactNode }} props
 */
function RankingTable({ rows, updated, classBests, Row }) {
  return (
    <section className="ranking-page" aria-labelledby="ranking-title">
      <header className="ranking-header">
        <h1 id="ranking-title">Classement</h1>
        {updated !== null && (
          <span className="muted">Mis à jour à {new Date(updated).toLocaleTimeString('fr-FR')}</span>
        )}
      </header>
      <div className="ranking-table-box">
        <table className="ranking-table live-ranking">
          <caption className="visually-hidden">Classement complet</caption>
          {/* The laptop's table, every column: the cost of a live update where a row has the most cells. */}
          <RankingHead classView={false} width="wide" />
          <tbody>
            {rows.map((row) => (
              <Row
                key={row.participant_number}
                row={row}
                classView={false}
                classBest={classBests.get(row.category_label) ?? NO_SECTORS}
                starred={false}
                expanded={false}
                neutralised={false}
                width="wide"
                onToggleDetails={toggleDetails}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The page's handler is stable (useCallback); no details are opened during the benchmark. */
function toggleDetails() {}

/** Ours: the page reads the store's signals; a car whose row object did not change skips rendering. */
export function OursTable() {
  useSignals();
  const rows = liveRows.value;
  const updated = lastUpdate.value;
  useLayoutEffect(() => committed());
  const classBests = useClassBests(rows);
  return <RankingTable rows={rows} updated={updated} classBests={classBests} Row={RankingRow} />;
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
  return (
    <RankingTable
      rows={state.rows}
      updated={state.updated}
      classBests={classBestSectors(state.rows)}
      Row={NaiveRankingRow}
    />
  );
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
 * RankingRow's markup and cells (web/src/screens/live/ranking-row.tsx), without its memo: every row renders
 * on every update.
 * @type {(props: RankingRowProps) => import('react').ReactNode}
 */
const NaiveRankingRow = /** @type {{ type: (props: RankingRowProps) => import('react').ReactNode }} */ (
  /** @type {unknown} */ (RankingRow)
).type;
