import { t } from '../../../i18n/i18n.ts';
import type { DashboardStats } from './use-dashboard-data.ts';

interface Tile {
  key: string;
  label: string;
  value: number | undefined;
  detail: string;
}

const shown = (value: number | undefined) => (value === undefined ? '—' : String(value));

/** The figures at the top of the dashboard; a figure that could not be read shows a dash. */
export function DashboardTiles({ stats }: { stats: DashboardStats }) {
  const tiles: Tile[] = [
    {
      key: 'messages',
      label: t('admin.nav.messages'),
      value: stats.messages?.total,
      detail: t('admin.tiles.new', { count: shown(stats.messages?.new_count) }),
    },
    {
      key: 'streams',
      label: t('admin.tiles.streams'),
      value: stats.streams?.total,
      detail: t('admin.tiles.active_streams', { count: shown(stats.streams?.active) }),
    },
    {
      key: 'sessions',
      label: t('admin.nav.sessions'),
      value: stats.sessions?.total,
      detail: t('admin.tiles.active_sessions', { count: shown(stats.sessions?.active) }),
    },
    {
      key: 'news',
      label: t('admin.tiles.news'),
      value: stats.news?.total,
      detail: t('admin.tiles.news_published', { count: shown(stats.news?.active) }),
    },
    {
      key: 'analytics',
      label: t('admin.tiles.page_views'),
      value: stats.pageViews,
      detail: t('admin.tiles.over_week'),
    },
  ];
  return (
    <ul className="admin-tiles" aria-label={t('admin.tiles.label')}>
      {tiles.map((tile) => (
        <li key={tile.key} className="admin-tile" data-tile={tile.key}>
          <span className="admin-tile-label">{tile.label}</span>
          <strong className="admin-tile-value">{shown(tile.value)}</strong>
          <span className="admin-tile-detail">{tile.detail}</span>
        </li>
      ))}
    </ul>
  );
}
