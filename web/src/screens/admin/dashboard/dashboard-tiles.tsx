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
      label: 'Messages',
      value: stats.messages?.total,
      detail: `${shown(stats.messages?.new_count)} nouveau(x)`,
    },
    {
      key: 'streams',
      label: 'Streams',
      value: stats.streams?.total,
      detail: `${shown(stats.streams?.active)} actif(s)`,
    },
    {
      key: 'sessions',
      label: 'Sessions',
      value: stats.sessions?.total,
      detail: `${shown(stats.sessions?.active)} active(s)`,
    },
    {
      key: 'news',
      label: 'Actualités',
      value: stats.news?.total,
      detail: `${shown(stats.news?.active)} publiée(s) sur 7 jours`,
    },
    {
      key: 'analytics',
      label: 'Pages vues',
      value: stats.pageViews,
      detail: 'sur 7 jours',
    },
  ];
  return (
    <ul className="admin-tiles" aria-label="Statistiques">
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
