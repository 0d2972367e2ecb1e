import type { RaceFinish } from '@lemans/contract/live-state';
import { Link } from 'wouter';
import { useT } from '../../../i18n/use-language.tsx';
import type { ShownRow } from '../../../stores/live-rules.ts';

/** The first car of the class (or sub-class) shown, and that view's name. */
export interface ClassLeader {
  name: string;
  row: ShownRow | undefined;
}

/**
 * Where the race's end stands, above the podiums: the last lap under way once the time is up, the leader at
 * the flag while the others finish their lap (provisional), then the winner (final); with one class shown,
 * its own leader then winner too.
 */
export function RankingFinishBanner({
  finish,
  leader,
  classLeader = null,
}: {
  finish: RaceFinish;
  leader: ShownRow | undefined;
  classLeader?: ClassLeader | null;
}) {
  const t = useT();
  if (!leader) return null;
  const carOf = (row: ShownRow) =>
    t('finish.car', { number: row.participant_number, team: row.team_name, car: row.car_name });
  const car = carOf(leader);
  const laps = leader.lap_count;
  const classCar = classLeader?.row && classLeader.row !== leader ? classLeader.row : null;
  // Its leading space belongs to it: without a class line the banner's text ends with the sentence.
  const classLine = classCar && classLeader && (
    <>
      {' '}
      <span className="final-result__class">
        {t(finish === 'final' ? 'finish.class_winner' : 'finish.class_leader', {
          category: classLeader.name,
          car: carOf(classCar),
        })}
      </span>
    </>
  );
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
          {classLine}
        </div>
      );
    case 'final':
      return (
        <div className="final-result card">
          <strong>{t('finish.final_title')}</strong>
          {t('finish.final_text', { car, laps })}{' '}
          <Link href={`/equipes/${leader.entry_id}`}>{t('finish.see_winner')}</Link>
          {classLine}
        </div>
      );
  }
}
