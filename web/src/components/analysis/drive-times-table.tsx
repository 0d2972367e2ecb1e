import type { DriveTimeRow, DrivingRulesSummary } from '@lemans/race/contract';
import { ScrollBox } from '../scroll-box.tsx';
import { driveStatusText, formatDriveDuration } from './analysis-format.ts';

/**
 * Each driver's time at the wheel, checked against the event's rules: the checks that fail or come close
 * are named in the row, the rules and their source below the table; an event without known rules is said
 * so rather than shown as passing.
 */
export function DriveTimesTable({
  driveTimes,
  rules,
  withCar = false,
}: {
  driveTimes: readonly DriveTimeRow[];
  rules: DrivingRulesSummary | null;
  /** Rows of several cars: each names its car. */
  withCar?: boolean;
}) {
  return (
    <>
      <ScrollBox className="detail-table-wrap" label="Temps de conduite">
        <table className="detail-table analysis-table" data-table="drive-times">
          <thead>
            <tr>
              {withCar && <th scope="col">Voiture</th>}
              <th scope="col">Pilote</th>
              <th scope="col">Tours</th>
              <th scope="col">Temps de conduite</th>
              <th scope="col">Hors arrêts</th>
              <th scope="col">Plus long relais continu</th>
              <th scope="col">Maximum sur 6 h (hors arrêts)</th>
              <th scope="col">Règlement</th>
            </tr>
          </thead>
          <tbody>
            {driveTimes.map((drive) => (
              <tr
                key={`${drive.participant_number}-${drive.driver_id}`}
                data-driver={drive.driver_id ?? undefined}
                data-status={drive.status}
              >
                {withCar && <td>#{drive.participant_number}</td>}
                <th scope="row">{drive.driver_name || '-'}</th>
                <td>{drive.laps}</td>
                <td>{formatDriveDuration(drive.total_ms)}</td>
                <td>{formatDriveDuration(drive.driving_ms)}</td>
                <td>
                  {formatDriveDuration(drive.longest_stint_ms)}{' '}
                  <small className="muted">
                    (tours {drive.longest_stint_first_lap}–{drive.longest_stint_last_lap})
                  </small>
                </td>
                <td>{formatDriveDuration(drive.most_in_window_ms)}</td>
                <td>
                  <span
                    className={drive.status === 'unknown' ? 'muted' : 'analysis-status'}
                    data-status={drive.status}
                  >
                    {driveStatusText(drive)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <RulesNote rules={rules} />
    </>
  );
}

function RulesNote({ rules }: { rules: DrivingRulesSummary | null }) {
  if (!rules) {
    return (
      <p className="muted analysis-rules">Aucune règle de temps de conduite connue pour cet événement.</p>
    );
  }
  return (
    <details className="analysis-rules">
      <summary>Règlement : {rules.event}</summary>
      <ul>
        {rules.classes.map((rule) => (
          <li key={rule.category}>
            <strong>{rule.category}</strong> :{' '}
            {[
              rule.min_total_ms !== null &&
                `au moins ${formatDriveDuration(rule.min_total_ms)}${
                  rule.minimum_for === 'Bronze and Silver drivers' ? ' (pilotes Bronze et Silver)' : ''
                }`,
              rule.max_total_ms !== null && `au plus ${formatDriveDuration(rule.max_total_ms)} au total`,
              rule.max_in_window_ms !== null &&
                rule.window_length_ms !== null &&
                `au plus ${formatDriveDuration(rule.max_in_window_ms)} sur toute période de ${formatDriveDuration(rule.window_length_ms)}`,
            ]
              .filter(Boolean)
              .join(', ')}
          </li>
        ))}
      </ul>
      <p className="muted">
        Source : {rules.source} Le temps de conduite additionne les tours du pilote ; le règlement le compte
        hors arrêts (temps passé aux stands retiré, quand le chronométrage le donne). Pendant la course, « À
        surveiller » : à moins de 15 minutes d'un maximum, ou un minimum qui ne s'applique qu'à certaines
        catégories de pilotes. Après l'arrivée, chaque contrôle conclut : « Respectée », « Non respectée », ou
        « Non vérifiable » pour un tel minimum non atteint (la catégorie FIA n'est pas dans le chronométrage).
      </p>
    </details>
  );
}
