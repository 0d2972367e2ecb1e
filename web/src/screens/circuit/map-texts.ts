import { t } from '../../i18n/i18n.ts';
import { perLanguage } from '../../i18n/per-language.ts';
import type { DrawnCircuit } from './circuit-layout.ts';

/** toLocaleString builds a new formatter at each call, the map's costliest line: one per language here. */
const shownFormats = perLanguage((language) => ({
  kilometres: new Intl.NumberFormat(language),
  cars: new Intl.ListFormat(language, { type: 'conjunction' }),
}));

/** The circuit as the map's title names it: « Circuit de Spa-Francorchamps, 7,004 km ». */
export function mapTitleOf(circuit: DrawnCircuit): string {
  return circuit.lengthKm === null
    ? circuit.name
    : t('circuit.map_title_length', {
        name: circuit.name,
        length: shownFormats().kilometres.format(circuit.lengthKm),
      });
}

/** What the map cannot vouch for: a drawing that is only a schematic, places from sectors not measured. */
export function mapNoteOf(circuit: DrawnCircuit): string | null {
  const thirds = circuit.sectors.measured ? null : t('circuit.sectors_not_measured');
  if (circuit.kind === 'schematic') {
    return thirds ? `${t('circuit.schematic_note')} ${thirds}` : t('circuit.schematic_note');
  }
  return thirds;
}

/** A pack's marker, as a screen reader names it: « 3 voitures : nº 7, 8 et 51 ». */
export function packLabelOf(numbers: readonly string[]): string {
  return t('circuit.pack_label', { count: numbers.length, numbers: shownFormats().cars.format(numbers) });
}

/** The words written on a pack's marker, « 3 voitures »: read at each frame of the map, so made once a count. */
const packCounts = perLanguage(() => new Map<number, string>());

export function packCountOf(count: number): string {
  const made = packCounts();
  let words = made.get(count);
  if (words === undefined) {
    words = t('circuit.pack_count', { count });
    made.set(count, words);
  }
  return words;
}
