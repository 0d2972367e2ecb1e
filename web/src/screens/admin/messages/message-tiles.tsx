import type { AdminMessage } from '@lemans/race/contract';
import { messageCounts } from './message-rules.ts';

/** Total, Nouveaux, En attente (read), Traités (replied), from the loaded list so they follow each change. */
export function MessageTiles({ messages }: { messages: readonly AdminMessage[] }) {
  const counts = messageCounts(messages);
  const tiles = [
    { key: 'total', label: 'Total', value: counts.total },
    { key: 'new', label: 'Nouveaux', value: counts.new },
    { key: 'read', label: 'En attente', value: counts.read },
    { key: 'replied', label: 'Traités', value: counts.replied },
  ];
  return (
    <ul className="admin-tiles admin-message-tiles" aria-label="Statistiques des messages">
      {tiles.map((tile) => (
        <li key={tile.key} className="admin-tile" data-tile={tile.key}>
          <span className="admin-tile-label">{tile.label}</span>
          <strong className="admin-tile-value">{tile.value}</strong>
        </li>
      ))}
    </ul>
  );
}
