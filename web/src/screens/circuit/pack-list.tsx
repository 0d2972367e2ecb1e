import { useEffect } from 'react';
import { t } from '../../i18n/i18n.ts';
import type { ShownRow } from '../../stores/live-rules.ts';
import { CarDetail } from './car-detail.tsx';

/**
 * The cars of a pack opened on the map, one detailed line each, in race order, each with a button to follow
 * it (the map then draws it on its own, at its centre); and what closes the list: its button, or Escape
 * wherever the focus is (it stays on the pack's marker, in the map, once opened by the keyboard).
 */
export function PackList({
  cars,
  classGaps,
  onClose,
  onFollow,
}: {
  cars: readonly ShownRow[];
  /** Each car's gap in its class, by number (class-gaps.ts). */
  classGaps: ReadonlyMap<string, string>;
  onClose: () => void;
  onFollow: (number: string) => void;
}) {
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);
  return (
    <div className="circuit-pack-list" data-testid="circuit-pack-list">
      <p className="circuit-pack-list__head">
        <strong>{t('circuit.pack_of', { count: cars.length })}</strong>
        <button type="button" onClick={onClose}>
          {t('circuit.close_list')}
        </button>
      </p>
      <ul>
        {cars.map((row) => (
          <li key={row.participant_number}>
            <CarDetail row={row} classGap={classGaps.get(row.participant_number) ?? ''} />{' '}
            <button type="button" onClick={() => onFollow(row.participant_number)}>
              {t('circuit.follow_car', { number: row.participant_number })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
