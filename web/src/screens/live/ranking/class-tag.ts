/**
 * A car's class written short beside its number where every class is shown (« HYP », « LMP2 », « LMGT3 »),
 * so that the class is read, not only told by the colour of the number's frame. From the entry's class
 * label; a label without a shorter form is written as it is.
 */
const SHORTER: Readonly<Record<string, string>> = { HYPERCAR: 'HYP' };

export function classTagOf(label: string): string {
  const written = label.trim().toUpperCase();
  return SHORTER[written] ?? written;
}
