import frCore from '../../../web/src/i18n/catalogs/fr/core.ts';
import frPages from '../../../web/src/i18n/catalogs/fr/pages.ts';

type Messages = Readonly<Record<string, string>>;

/** The messages a part of a page shows while its data loads: in French, those that start 'Chargement'. */
const LOADING_IDS = Object.entries({ ...frCore, ...frPages })
  .filter(([, text]) => text.startsWith('Chargement'))
  .map(([id]) => id);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text of the page that says a part of it is still loading, in the language of `catalogs`. */
export function loadingPatternOf(...catalogs: Messages[]): RegExp {
  const messages: Messages = Object.assign({}, ...catalogs);
  const texts = LOADING_IDS.flatMap((id) => (messages[id] ? [escaped(messages[id])] : []));
  return new RegExp(`^(?:${texts.join('|')})`);
}
