import { type PersonName, withoutCourtesyTitle } from './same-person.ts';

/** One way a person's name is written somewhere: a results file, the organiser's lists, or the timing. */
export interface KnownSpelling extends PersonName {
  /**
   * Written as the person writes it (the results file, the organiser's catalogue or feed): accents, hyphens
   * and particles kept. False for the timing's "Firstname LASTNAME" title-cased, which has lost them.
   */
  written: boolean;
}

/**
 * The one spelling to show of a person among the ways they are known to be written: a written one over a
 * timing one, then the one that kept the most of the name (letters outside ASCII, hyphens and apostrophes,
 * particles in lower case, capitals inside a word as in "DeBoer", the longer form of the name), then the first
 * in code-point order, so that the same spellings in any order give the same name. A courtesy title ("Miss")
 * is not part of the name shown.
 */
export function spellingOf(spellings: readonly KnownSpelling[]): PersonName {
  const [best] = [...spellings].sort(byPreference);
  if (!best) throw new Error('Aucune orthographe à départager');
  return { firstname: withoutCourtesyTitle(best.firstname), lastname: best.lastname.trim() };
}

function byPreference(a: KnownSpelling, b: KnownSpelling): number {
  const keptA = keptOf(a);
  const keptB = keptOf(b);
  return (
    Number(b.written) - Number(a.written) ||
    keptB.nonAscii - keptA.nonAscii ||
    keptB.separators - keptA.separators ||
    keptB.lowerCaseWords - keptA.lowerCaseWords ||
    keptB.innerCapitals - keptA.innerCapitals ||
    keptB.length - keptA.length ||
    compareCodePoints(fullNameOf(a), fullNameOf(b))
  );
}

/** How much of the way a person writes their name a spelling kept. */
function keptOf(name: PersonName) {
  const full = fullNameOf(name);
  return {
    nonAscii: count(full, /[^\p{ASCII}]/gu),
    separators: count(full, /['’-]/gu),
    lowerCaseWords: count(full, /(?:^|\s)\p{Ll}/gu),
    innerCapitals: count(full, /\p{Ll}\p{Lu}/gu),
    length: full.length,
  };
}

function fullNameOf({ firstname, lastname }: PersonName): string {
  return `${withoutCourtesyTitle(firstname)} ${lastname.trim()}`;
}

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
