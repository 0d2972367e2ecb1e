import { countOf } from '../../format/plural.ts';
import type { ShownRow } from '../../stores/live-rules.ts';
import { CarDetail } from './car-detail.tsx';

/** The cars of a pack opened on the map, one detailed line each, in race order; and what closes the list. */
export function PackList({ cars, onClose }: { cars: readonly ShownRow[]; onClose: () => void }) {
  return (
    <div className="circuit-pack-list" data-testid="circuit-pack-list">
      <p className="circuit-pack-list__head">
        <strong>Groupe de {countOf(cars.length, 'voiture')}</strong>
        <button type="button" onClick={onClose}>
          Fermer la liste
        </button>
      </p>
      <ul>
        {cars.map((row) => (
          <li key={row.participant_number}>
            <CarDetail row={row} />
          </li>
        ))}
      </ul>
    </div>
  );
}
