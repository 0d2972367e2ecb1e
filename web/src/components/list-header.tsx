import { type CategoryGroup, categoryColor } from '../format/categories.ts';
import './list.css';

/** The banner of the teams and drivers lists. */
export function ListBanner({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <header className="list-banner">
      <h1 id={id}>{title}</h1>
      <p>{intro}</p>
    </header>
  );
}

/**
 * The lists' counters (spec part 2 §2): the total, then each category group the event has (`groups`), in its
 * colour.
 */
export function CategoryCounters({
  counts,
  groups,
  totalLabel,
}: {
  counts: Record<'total' | CategoryGroup, number>;
  groups: readonly CategoryGroup[];
  totalLabel: string;
}) {
  return (
    <ul className="list-counters">
      <li className="card" data-counter="total">
        <strong>{counts.total}</strong> <span>{totalLabel}</span>
      </li>
      {groups.map((group) => (
        <li
          key={group}
          className="card"
          data-counter={group}
          style={{ borderTopColor: categoryColor(group) }}
        >
          <strong>{counts[group]}</strong> <span>{group}</span>
        </li>
      ))}
    </ul>
  );
}
