import type { AdminMessage } from '@lemans/contract';
import { t } from '../../../i18n/i18n.ts';
import { messageCounts } from './message-rules.ts';

/** Total, Nouveaux, En attente (read), Traités (replied), from the loaded list so they follow each change. */
export function MessageTiles({ messages }: { messages: readonly AdminMessage[] }) {
  const counts = messageCounts(messages);
  const tiles = [
    { key: 'total', label: t('admin.messages.total'), value: counts.total },
    { key: 'new', label: t('admin.messages.filter_new'), value: counts.new },
    { key: 'read', label: t('admin.messages.waiting'), value: counts.read },
    { key: 'replied', label: t('admin.messages.handled'), value: counts.replied },
  ];
  return (
    <ul className="admin-tiles admin-message-tiles" aria-label={t('admin.messages.stats')}>
      {tiles.map((tile) => (
        <li key={tile.key} className="admin-tile" data-tile={tile.key}>
          <span className="admin-tile-label">{tile.label}</span>
          <strong className="admin-tile-value">{tile.value}</strong>
        </li>
      ))}
    </ul>
  );
}
