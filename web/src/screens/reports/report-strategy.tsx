import { formatRaceTime } from '@lemans/contract/timing';
import { useState } from 'react';
import { CsvLink } from '../../components/analysis/csv-link.tsx';
import { t } from '../../i18n/i18n.ts';
import { favourites } from '../../stores/favourites-store.ts';
import { StrategyTable } from '../live/strategy/strategy-table.tsx';

/** The moments offered: every ten minutes of the session. */
const STEP_S = 600;

/**
 * The report's strategy at a moment of the session chosen on a slider (the middle of the session at first):
 * each car's stint, its next stop and where it stood once the stops even out, as the live ranking's view.
 */
export function ReportStrategy({ sessionId, lastRaceMs }: { sessionId: string; lastRaceMs: number }) {
  const lastS = Math.floor(lastRaceMs / 1000 / STEP_S) * STEP_S;
  const [atS, setAtS] = useState(Math.floor(lastS / 2 / STEP_S) * STEP_S);
  const path = `/sessions/${encodeURIComponent(sessionId)}/strategy?at=${atS * 1000}`;
  return (
    <section className="report-analysis-part" aria-labelledby="report-strategy">
      <h3 id="report-strategy">{t('report.strategy_at', { time: formatRaceTime(atS * 1000) })}</h3>
      <label className="report-strategy-moment">
        {t('time_travel.race_time')}{' '}
        {/* Time runs left to right on a right-to-left page too, as on the live time-travel bar. */}
        <input
          type="range"
          dir="ltr"
          min={STEP_S}
          max={Math.max(STEP_S, lastS)}
          step={STEP_S}
          value={atS}
          onChange={(event) => setAtS(Number(event.target.value))}
          aria-valuetext={formatRaceTime(atS * 1000)}
        />
      </label>
      <StrategyTable sessionId={sessionId} shownElapsedS={atS} shownClass={null} starred={favourites.value} />
      <p className="report-analysis-exports">
        <CsvLink path={path} label={t('strategy.label')} />
      </p>
    </section>
  );
}
