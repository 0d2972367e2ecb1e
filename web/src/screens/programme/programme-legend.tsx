import { PROGRAM_CATEGORIES } from './program-rules.ts';
import { PROGRAMME_TEXT as TEXT } from './programme-texts.ts';

/** The four event categories and their colours. */
export function ProgrammeLegend() {
  return (
    <section className="card programme-legend" aria-labelledby="programme-legend">
      <h2 id="programme-legend">{TEXT.legend}</h2>
      <ul>
        {PROGRAM_CATEGORIES.map((category) => (
          <li key={category.name} className={`tone-${category.tone}`}>
            <span className="legend-swatch" aria-hidden="true" />
            {category.name}
            {category.hint && <span className="muted"> ({category.hint})</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
