import type { BattlesResponse } from '@lemans/contract';
import { useState } from 'react';
import { useFetched } from '../../api/use-fetched.ts';
import { formatDriveDuration, formatRaceClock } from '../../components/analysis/analysis-format.ts';
import { CsvLink } from '../../components/analysis/csv-link.tsx';
import { CategoryChips } from '../../components/category-chips.tsx';
import { ScrollBox } from '../../components/scroll-box.tsx';
import { type CategoryGroup, categoryGroupOf, groupsPresent } from '../../format/categories.ts';
import { formatLapGap } from '../../format/lap-details.ts';
import { t } from '../../i18n/i18n.ts';

/** The longest battles first; the rest on demand (a class of 24 cars has some hundred battles in 24 hours). */
const FIRST_SHOWN = 15;

/**
 * The battles of the session: two cars of a class within 2 s at the line for three laps or more, under
 * green, longest first, one class at a time.
 */
export function RaceBattles({ sessionId }: { sessionId: string }) {
  const path = `/sessions/${encodeURIComponent(sessionId)}/battles`;
  const [battles] = useFetched<BattlesResponse>(path);
  const [group, setGroup] = useState<CategoryGroup>('Hypercar');
  const [all, setAll] = useState(false);
  if (battles.state === 'error') return <p className="analysis-error">{t('report.battles.error')}</p>;
  if (battles.state === 'loading') {
    return (
      <p className="muted" role="status">
        {t('report.battles.loading')}
      </p>
    );
  }
  const ranked = battles.data.race_battles
    .filter((battle) => categoryGroupOf(battle.category) === group)
    .sort((a, b) => b.laps - a.laps || a.from_race_ms - b.from_race_ms);
  const rows = all ? ranked : ranked.slice(0, FIRST_SHOWN);
  return (
    <section className="report-analysis-part" aria-labelledby="race-battles-title">
      <h3 id="race-battles-title">{t('report.battles.title')}</h3>
      <p className="muted">{t('report.battles.intro', { seconds: battles.data.threshold_ms / 1000 })}</p>
      <CategoryChips
        value={group}
        present={groupsPresent(battles.data.race_battles.map((battle) => battle.category))}
        onSelect={(item) => {
          setGroup(item);
          setAll(false);
        }}
      />
      {rows.length === 0 ? (
        <p className="muted">{t('report.battles.empty')}</p>
      ) : (
        <ScrollBox className="detail-table-wrap" label={t('report.battles.label')}>
          <table className="detail-table analysis-table" data-table="race-battles">
            <thead>
              <tr>
                <th scope="col">{t('race_control.cars')}</th>
                <th scope="col">{t('ranking.column.pos_full')}</th>
                <th scope="col">{t('details.laps')}</th>
                <th scope="col">{t('report.battles.from')}</th>
                <th scope="col">{t('analysis.column.duration')}</th>
                <th scope="col">{t('report.battles.min_gap')}</th>
                <th scope="col">{t('report.battles.swaps')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((battle) => (
                <tr
                  key={`${battle.participant_number}-${battle.other_participant_number}-${battle.from_lap}`}
                >
                  <th scope="row">
                    #{battle.participant_number} – #{battle.other_participant_number}
                  </th>
                  <td>P{battle.position}</td>
                  <td>
                    {battle.from_lap}–{battle.to_lap} ({battle.laps})
                  </td>
                  <td>{formatRaceClock(battle.from_race_ms)}</td>
                  <td>{formatDriveDuration(battle.to_race_ms - battle.from_race_ms)}</td>
                  <td>{formatLapGap(battle.min_gap_ms)}</td>
                  <td>{battle.swaps}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      {ranked.length > FIRST_SHOWN && (
        <button type="button" className="analysis-more" aria-expanded={all} onClick={() => setAll(!all)}>
          {all
            ? t('report.battles.longest', { count: FIRST_SHOWN })
            : t('report.battles.all', { count: ranked.length })}
        </button>
      )}
      <CsvLink path={`${path}?over=race`} label={t('report.battles.race')} />
    </section>
  );
}
