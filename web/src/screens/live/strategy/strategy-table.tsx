import './strategy-table.css';
import type { StrategyResponse, StrategyRow } from '@lemans/contract';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useFetched } from '../../../api/use-fetched.ts';
import { PartialDataNotice } from '../../../components/partial-data-notice.tsx';
import { ScrollBox } from '../../../components/scroll-box.tsx';
import { useT } from '../../../i18n/use-language.tsx';
import { subclassViewOf, viewTextOf } from '../ranking/subclass-view.ts';
import { categorySlugOf } from '../view/live-view-url.ts';
import {
  adjustedGapText,
  adjustedMove,
  nextStopParts,
  STRATEGY_REFRESH_MS,
  shortDuration,
  stintParts,
  strategyQueryOf,
  windowLegendText,
} from './strategy-format.ts';
import { strategyRowsInView } from './strategy-in-view.ts';

export interface StrategyTableProps {
  sessionId: string;
  /** The race time shown (s) when it is a past moment (time travel, TV delay); null: as the session runs. */
  shownElapsedS: number | null;
  /** The class shown, as the ranking names it; null: every class. */
  shownClass: string | null;
  starred: ReadonlySet<string>;
}

/**
 * The ranking's 'Stratégie' view: for each car, its stint so far against its usual one, its next stop and
 * the window around it, the stops it still owes, what a stop costs in its class, and where it stands once
 * the stops even out (`GET /api/sessions/:id/strategy`, asked again every 15 s while the session runs, at
 * the moment shown otherwise). A session joined after the start says from when it saw the race, and shows
 * no figure it could not see.
 */
export function StrategyTable({ sessionId, shownElapsedS, shownClass, starred }: StrategyTableProps) {
  const path = `/sessions/${encodeURIComponent(sessionId)}/strategy${strategyQueryOf(shownElapsedS)}`;
  const t = useT();
  const [answer, reload] = useFetched<StrategyResponse>(path);
  const live = shownElapsedS === null;
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(reload, STRATEGY_REFRESH_MS);
    return () => clearInterval(timer);
  }, [live, reload]);

  if (answer.state === 'error') return <p className="card error">{t('strategy.error')}</p>;
  if (answer.state === 'loading') {
    return (
      <p className="card" role="status">
        {t('strategy.loading')}
      </p>
    );
  }
  const rows = strategyRowsInView(answer.data.strategy, shownClass);
  // A sub-class's view places its cars within it, and says so: « LMP2 Pro-Am 1 ».
  const placedIn = shownClass !== null && subclassViewOf(shownClass) !== null ? viewTextOf(shownClass) : null;
  const cost = (category: string) => rows.find((row) => row.category === category)?.stop_cost_ms ?? null;
  const classes = [...new Set(rows.map((row) => row.category))];
  return (
    <div className="strategy-view">
      <PartialDataNotice sinceMs={answer.data.partial_since_ms} />
      <div className="strategy-legend muted">
        <p>{windowLegendText(answer.data.window_confidence)}</p>
        <p>
          {t('strategy.legend_adjusted', {
            costs: classes.map((category) => `${category} ${shortDuration(cost(category))}`).join(', '),
          })}
        </p>
      </div>
      <ScrollBox className="strategy-table-box" label={t('strategy.label')}>
        <table className="strategy-table">
          <caption className="visually-hidden">
            {shownClass
              ? t('strategy.caption_class', { category: viewTextOf(shownClass) })
              : t('strategy.caption_all')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('strategy.column.pos')}</th>
              <th scope="col">{t('ranking.column.num')}</th>
              <th scope="col" className="strategy-team">
                {t('ranking.column.team')}
              </th>
              <th scope="col">{t('strategy.column.stint')}</th>
              <th scope="col" className="strategy-usual">
                {t('strategy.column.usual_stint')}
              </th>
              <th scope="col">{t('strategy.column.next_stop')}</th>
              <th scope="col" className="strategy-owed">
                {t('strategy.column.stops_owed')}
              </th>
              <th scope="col">{t('strategy.column.adjusted_gap')}</th>
              <th scope="col">{t('strategy.column.adjusted_pos')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <StrategyLine
                key={row.participant_number}
                row={row}
                placedIn={placedIn ?? row.category}
                starred={starred.has(row.participant_number)}
              />
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </div>
  );
}

/** `placedIn`: the class or sub-class the row's places are within, as its place cell names it. */
function StrategyLine({ row, placedIn, starred }: { row: StrategyRow; placedIn: string; starred: boolean }) {
  const t = useT();
  const move = adjustedMove(row);
  const stint = stintParts(row);
  const [next, window] = nextStopParts(row);
  return (
    <tr data-number={row.participant_number} className={starred ? 'starred' : undefined}>
      <td>
        <span className={`class-pos ${categorySlugOf(row.category)}`}>
          <span className="strategy-class">{placedIn} </span>
          {row.class_position}
        </span>
      </td>
      <th scope="row" className="car-number">
        {row.participant_number}
      </th>
      <td className="strategy-team">
        <Link href={`/equipes/${row.entry_id}`}>{row.team}</Link>
      </td>
      <td>
        {stint === null ? (
          <NotSeen why={t('strategy.stint_unseen')} />
        ) : (
          <>
            {stint[0]}
            <span className="strategy-detail">{stint[1]}</span>
          </>
        )}
      </td>
      <td className="strategy-usual">
        {row.usual_stint_laps === null
          ? '-'
          : t(row.usual_stint_from === 'class' ? 'strategy.usual_stint_class' : 'strategy.laps_short', {
              laps: row.usual_stint_laps,
            })}
      </td>
      <td>
        {next}
        <span className="strategy-detail">{window}</span>
      </td>
      <td className="strategy-owed">{row.stops_owed ?? '-'}</td>
      <td>{adjustedGapText(row.pit_adjusted_gap_ms)}</td>
      <td>
        {row.pit_adjusted_class_position ?? '-'}
        {move !== null && move !== 0 && (
          <span className={`strategy-move ${move > 0 ? 'gained' : 'lost'}`}>
            {' '}
            <span aria-hidden="true">{move > 0 ? `▲${move}` : `▼${-move}`}</span>
            <span className="visually-hidden">
              {t(move > 0 ? 'strategy.places_gained' : 'strategy.places_lost', { count: Math.abs(move) })}
            </span>
          </span>
        )}
      </td>
    </tr>
  );
}

/** « — » where the session could not see a figure, and why, for a reader and on hover. */
function NotSeen({ why }: { why: string }) {
  return (
    <span className="strategy-not-seen" title={why}>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{why}</span>
    </span>
  );
}
