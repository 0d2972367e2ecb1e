import type { ClassificationResponse } from '@lemans/race/contract';
import { useFetched } from '../../api/use-fetched.ts';
import { CsvLink } from '../../components/analysis/csv-link.tsx';
import { ScrollBox } from '../../components/scroll-box.tsx';
import {
  classificationGapText,
  classificationPlaceText,
  classificationStatusText,
} from './classification-rules.ts';

/** What the classification is, above its table: how far the race has gone and whose word it is. */
function stageText(body: ClassificationResponse): string {
  if (body.official) return 'Classement officiel (fichier des résultats)';
  if (body.complete) return 'Classement final, tiré du chronométrage';
  if (body.flagged) return 'Classement provisoire : des voitures terminent leur dernier tour';
  return 'Classement à la dernière heure de course enregistrée (la course n’est pas terminée)';
}

/**
 * The report's 'Classement' tab: the classification as the officials write it (laps down against the winner,
 * the cars not classified, retired or disqualified with their reason), and the rule it applied.
 */
export function ClassificationPanel({ sessionId }: { sessionId: string }) {
  const path = `/sessions/${encodeURIComponent(sessionId)}/classification`;
  const [answer] = useFetched<ClassificationResponse>(path);
  if (answer.state === 'error') return <p className="analysis-error">Impossible de charger le classement.</p>;
  if (answer.state === 'loading') {
    return (
      <p className="muted" role="status">
        Chargement du classement...
      </p>
    );
  }
  const body = answer.data;
  if (body.classification.length === 0) return <p className="muted">Aucune voiture dans cette session.</p>;
  return (
    <div className="report-classification">
      <p className="report-classification-stage">
        <strong>{stageText(body)}</strong>
        {body.rules ? (
          <span className="muted" title={body.rules.source}>
            {' '}
            — non classée sous {Math.round(body.rules.min_distance_share * 100)} % de la distance du vainqueur
          </span>
        ) : (
          <span className="muted"> — règle de distance de l’épreuve inconnue</span>
        )}
      </p>
      <ScrollBox className="detail-table-wrap" label="Classement">
        <table className="detail-table analysis-table" data-table="classification">
          <thead>
            <tr>
              <th scope="col">Pos.</th>
              <th scope="col">N°</th>
              <th scope="col">Équipe</th>
              <th scope="col">Catégorie</th>
              <th scope="col">Pos. cat.</th>
              <th scope="col">Tours</th>
              <th scope="col">Écart</th>
              <th scope="col">Écart cat.</th>
              <th scope="col">Statut</th>
            </tr>
          </thead>
          <tbody>
            {body.classification.map((row) => (
              <tr key={row.participant_number} data-number={row.participant_number} data-status={row.status}>
                <th scope="row">{classificationPlaceText(row)}</th>
                <td>{row.participant_number}</td>
                <td>{row.team}</td>
                <td>{row.category}</td>
                <td>{row.class_position ?? '-'}</td>
                <td>{row.laps}</td>
                <td>{classificationGapText(row.gap_laps, row.gap_ms)}</td>
                <td>{classificationGapText(row.class_gap_laps, row.class_gap_ms)}</td>
                <td>{classificationStatusText(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <p className="report-analysis-exports">
        <CsvLink path={path} label="Classement" />
      </p>
    </div>
  );
}
