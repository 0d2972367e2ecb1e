import { categoryLabelOf, formatLapTime, type RaceState } from '@lemans/race';
import type { ProjectionModel, ReportEventRow } from './projection-model.ts';
import type { StoredEvent } from './stored-event.ts';

/**
 * The notable moments of a session for its report and the race-control alerts (spec part 2 §3 and §4:
 * fastest_lap, pitstop, position_change, dnf, safety_car), written in French. Other events are not
 * reported: lap and sector times have their own tables.
 */
export function reportEventOf(model: ProjectionModel, stored: StoredEvent): ReportEventRow | null {
  const { event } = stored;
  const row = (eventType: string, number: string | null, lap: number | null, description: string) => ({
    event_position: stored.globalPosition,
    session_id: model.sessionId,
    event_type: eventType,
    number,
    lap_number: lap,
    description,
    race_time_ms: stored.metadata.raceTimeMs,
    occurred_at: new Date(stored.metadata.observedAt),
  });
  switch (event.type) {
    case 'RaceStateChanged': {
      if (event.data.from === null) return null;
      const { to, flag } = event.data;
      const type = to === 'safety' || to === 'vsc' ? 'safety_car' : 'race_state';
      return row(type, null, null, raceStateDescription(to, flag));
    }
    case 'PitEntered':
      return row(
        'pitstop',
        event.data.number,
        event.data.lap,
        `#${event.data.number} : arrêt au stand n°${event.data.stop} (tour ${event.data.lap})`,
      );
    case 'PositionChanged': {
      const { number, lap, from, to, classFrom, classTo } = event.data;
      if (to === 1 && from !== 1)
        return row('position_change', number, lap, `#${number} prend la tête de la course`);
      if (classTo === 1 && classFrom !== 1) {
        const category = categoryLabelOf(model.cars.get(number)?.entry.category ?? '');
        return row('position_change', number, lap, `#${number} prend la tête en ${category}`);
      }
      return null;
    }
    case 'BestLapSet': {
      const { number, lap, timeMs, scope, category } = event.data;
      if (scope === 'personal') return null;
      const where = scope === 'overall' ? 'de la course' : categoryLabelOf(category);
      return row(
        'fastest_lap',
        number,
        lap,
        `#${number} : meilleur tour ${where} en ${formatLapTime(timeMs)} (tour ${lap})`,
      );
    }
    case 'CarStateChanged': {
      const { number, lap, to } = event.data;
      if (to === 'Retired') return row('dnf', number, lap, `#${number} : abandon (tour ${lap})`);
      if (to === 'Stopped') return row('dnf', number, lap, `#${number} : voiture arrêtée (tour ${lap})`);
      if (to === 'Disqualified') return row('disqualification', number, lap, `#${number} : disqualifiée`);
      return null;
    }
    default:
      return null;
  }
}

function raceStateDescription(state: RaceState, flag: string): string {
  switch (state) {
    case 'green':
      return 'Drapeau vert : reprise de la course';
    case 'yellow':
      return flag.toUpperCase() === 'FCY' ? 'Full Course Yellow : course neutralisée' : 'Drapeaux jaunes';
    case 'red':
      return 'Drapeau rouge : course interrompue';
    case 'fcy':
      return 'Full Course Yellow : course neutralisée';
    case 'safety':
      return 'Voiture de sécurité en piste';
    case 'vsc':
      return 'Voiture de sécurité virtuelle';
    case 'finished':
      return 'Drapeau à damier : fin de la course';
  }
}
