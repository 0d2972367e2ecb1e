import type { DrawnCircuit } from './circuit-layout.ts';

/** One formatter for every render: toLocaleString builds a new one at each call, the map's costliest line. */
const kilometres = new Intl.NumberFormat('fr-FR');

/** The circuit as the map's title names it: « Circuit de Spa-Francorchamps, 7,004 km ». */
export function mapTitleOf(circuit: DrawnCircuit): string {
  return circuit.lengthKm === null
    ? circuit.name
    : `${circuit.name}, ${kilometres.format(circuit.lengthKm)} km`;
}

/** What the map cannot vouch for: a drawing that is only a schematic, places from sectors not measured. */
export function mapNoteOf(circuit: DrawnCircuit): string | null {
  const thirds = circuit.sectors.measured
    ? ''
    : ' Secteurs non mesurés : les voitures sont placées comme si chacun faisait un tiers du tour.';
  if (circuit.kind === 'schematic')
    return `Tracé schématique : la forme du circuit n’est pas connue.${thirds}`;
  return thirds.trim() || null;
}

const carList = new Intl.ListFormat('fr', { type: 'conjunction' });

/** A pack's marker, as a screen reader names it: « Groupe de 3 voitures : nº 7, 8 et 51 ». */
export function packLabelOf(numbers: readonly string[]): string {
  return `Groupe de ${numbers.length} voitures : nº ${carList.format(numbers)}`;
}
