import type { RaceFinish } from '@lemans/race/live-state';
import { Link } from 'wouter';
import { useT } from '../../i18n/use-language.tsx';
import type { ShownRow } from '../../stores/live-rules.ts';

/**
 * Where the race's end stands, above the podiums: the last lap under way once the time is up, the leader at
 * the flag while the others finish their lap (provisional), then the winner (final).
 */
export function RankingFinishBanner({
  finish,
  leader,
}: {
  finish: RaceFinish;
  leader: ShownRow | undefined;
}) {
  const t = useT();
  if (!leader) return null;
  const car = t('finish.car', {
    number: leader.participant_number,
    team: leader.team_name,
    car: leader.car_name,
  });
  const laps = leader.lap_count;
  switch (finish) {
    case 'last-lap':
      return (
        <div className="final-result card last-lap">
          <strong>{t('finish.last_lap_title')}</strong>
          {t('finish.last_lap_text', { car })}
        </div>
      );
    case 'provisional':
      return (
        <div className="final-result card provisional">
          <strong>{t('finish.provisional_title')}</strong>
          {t('finish.provisional_text', { car, laps })}
        </div>
      );
    case 'final':
      return (
        <div className="final-result card">
          <strong>{t('finish.final_title')}</strong>
          {t('finish.final_text', { car, laps })}{' '}
          <Link href={`/equipes/${leader.entry_id}`}>{t('finish.see_winner')}</Link>
        </div>
      );
  }
}
