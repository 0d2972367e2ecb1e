import './detail.css';

export interface StatTile {
  /** Names the value for the browser tests and styles, in the tile's `data-{name}` attribute. */
  key: string;
  label: string;
  value: string;
}

/** A row of labelled figures (statistics, a session's summary, best sectors) on the detail pages. */
export function StatTiles({
  tiles,
  name,
  className = '',
}: {
  tiles: readonly StatTile[];
  name: 'stat' | 'summary' | 'sector';
  className?: string;
}) {
  return (
    <ul className={`detail-stats ${className}`.trim()}>
      {tiles.map((tile) => (
        <li key={tile.key}>
          <span className="muted">{tile.label}</span>
          <strong {...{ [`data-${name}`]: tile.key }}>{tile.value}</strong>
        </li>
      ))}
    </ul>
  );
}
