import { t } from '../../i18n/i18n.ts';
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
            {t(category.label)}
            {category.hint && <span className="muted"> ({t(category.hint)})</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
