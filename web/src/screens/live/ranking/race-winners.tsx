import { useT } from '../../../i18n/use-language.tsx';
import type { ShownRow } from '../../../stores/live-rules.ts';
import type { RaceWinners as Winners } from './podiums.ts';
import { viewTextOf } from './subclass-view.ts';
import './race-winners.css';

/**
 * The winners of a race whose result is out, as the ranking names them: the overall winner (car number and
 * team), and where there is room the winner of each class.
 */
export function RaceWinners({ winners, classes }: { winners: Winners<ShownRow>; classes: boolean }) {
  const t = useT();
  const { overall } = winners;
  return (
    <div className="race-winners">
      <p className="race-winners__overall">
        <span aria-hidden="true">🏆 </span>
        {t('race_phase.winner', { number: overall.participant_number, team: overall.team_name })}
      </p>
      {classes && winners.classes.length > 0 && (
        <ul className="race-winners__classes" aria-label={t('race_phase.class_winners')}>
          {winners.classes.map(({ category, car }) => (
            <li key={category}>
              {t('race_phase.class_winner', {
                // As the ranking's class buttons write it: « LMP2 Pro-Am » in the reader's language.
                category: viewTextOf(category),
                number: car.participant_number,
                team: car.team_name,
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
