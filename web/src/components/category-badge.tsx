import { categoryColor } from '../format/categories.ts';
import './category-badge.css';

/** A category's label on its colour (spec part 2 §9); `color` is the organiser's, when it gives one. */
export function CategoryBadge({ label, color }: { label: string; color?: string }) {
  return (
    <span className="category-badge" style={{ background: color || categoryColor(label) }}>
      {label}
    </span>
  );
}
