import type { RaceFinish } from '@lemans/race/live-state';
import { Link } from 'wouter';
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
  if (!leader) return null;
  const car = (
    <>
      n°{leader.participant_number} {leader.team_name} ({leader.car_name})
    </>
  );
  switch (finish) {
    case 'last-lap':
      return (
        <div className="final-result card last-lap">
          <strong>Dernier tour</strong> : le temps est écoulé, l'arrivée sera jugée quand la {car} franchira
          la ligne.
        </div>
      );
    case 'provisional':
      return (
        <div className="final-result card provisional">
          <strong>Résultat provisoire</strong> : la {car} a pris le drapeau à damier en tête,{' '}
          {leader.lap_count} tours ; les autres voitures terminent leur dernier tour.
        </div>
      );
    case 'final':
      return (
        <div className="final-result card">
          <strong>Résultat final</strong> : victoire de la {car}, {leader.lap_count} tours.{' '}
          <Link href={`/equipes/${leader.entry_id}`}>Voir le Vainqueur</Link>
        </div>
      );
  }
}
