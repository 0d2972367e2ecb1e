import type {
  DriveTimesResponse,
  PitStopsResponse,
  ProgressResponse,
  StintsResponse,
} from '@lemans/race/contract';
import type { ReactNode } from 'react';
import { useFetched } from '../../api/use-fetched.ts';
import { PartialDataNotice } from '../partial-data-notice.tsx';
import { CsvLink } from './csv-link.tsx';
import { DriveTimesTable } from './drive-times-table.tsx';
import { PitStopsTable } from './pit-stops-table.tsx';
import { StintLapChart } from './stint-lap-chart.tsx';
import { StintsTable } from './stints-table.tsx';
import './analysis.css';

/**
 * A car's endurance analysis in one session: its clean laps by stint, its stints, its stops and what they
 * cost, its drivers' time at the wheel against the rules, each table also as a CSV file. Each part loads on
 * its own; one that fails says so and leaves the others. A session joined after the start says so under the
 * title (`partialSinceMs`; none inside a report's analysis, which says it once for the session).
 */
export function CarAnalysis({
  sessionId,
  entryId,
  partialSinceMs = null,
}: {
  sessionId: string;
  entryId: number;
  partialSinceMs?: number | null;
}) {
  const base = `/sessions/${encodeURIComponent(sessionId)}`;
  const entry = `?entry=${entryId}`;
  const [progress] = useFetched<ProgressResponse>(`${base}/progress?entries=${entryId}`);
  const [stints] = useFetched<StintsResponse>(`${base}/stints${entry}`);
  const [stops] = useFetched<PitStopsResponse>(`${base}/pit-stops${entry}`);
  const [drives] = useFetched<DriveTimesResponse>(`${base}/drive-times${entry}`);
  const laps = progress.state === 'loaded' ? (progress.data.cars[0]?.laps ?? []) : [];

  return (
    <section className="card detail-section car-analysis" aria-labelledby="car-analysis-title">
      <h2 id="car-analysis-title">Analyse d'endurance</h2>
      <PartialDataNotice sinceMs={partialSinceMs} />
      {progress.state === 'loaded' && laps.length > 0 && <StintLapChart laps={laps} />}

      <h3 id="car-analysis-drivers">Temps de conduite</h3>
      <Part state={drives.state} what="les temps de conduite">
        {drives.state === 'loaded' && (
          <>
            <DriveTimesTable driveTimes={drives.data.drive_times} rules={drives.data.rules} />
            <CsvLink path={`${base}/drive-times${entry}`} label="Temps de conduite" />
          </>
        )}
      </Part>

      <h3 id="car-analysis-stints">Relais</h3>
      <Part state={stints.state} what="les relais">
        {stints.state === 'loaded' && (
          <>
            <StintsTable stints={stints.data.stints} />
            <CsvLink path={`${base}/stints${entry}`} label="Relais" />
          </>
        )}
      </Part>

      <h3 id="car-analysis-stops">Arrêts aux stands</h3>
      <Part state={stops.state} what="les arrêts">
        {stops.state === 'loaded' &&
          (stops.data.pit_stops.length === 0 ? (
            <p className="muted">Aucun arrêt dans cette session.</p>
          ) : (
            <>
              <PitStopsTable stops={stops.data.pit_stops} />
              <p className="muted analysis-note">
                Temps perdu : tour d'entrée et tour de sortie, moins deux fois le tour de référence (médiane
                des tours propres de la voiture parmi les dix avant et les dix après l'arrêt).
              </p>
              <CsvLink path={`${base}/pit-stops${entry}`} label="Arrêts" />
            </>
          ))}
      </Part>
    </section>
  );
}

function Part({
  state,
  what,
  children,
}: {
  state: 'loading' | 'error' | 'loaded';
  what: string;
  children: ReactNode;
}) {
  if (state === 'loading') {
    return (
      <p className="muted" role="status">
        Chargement…
      </p>
    );
  }
  if (state === 'error') return <p className="analysis-error">Impossible de charger {what}.</p>;
  return <>{children}</>;
}
