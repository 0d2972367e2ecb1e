/**
 * Sub-classes the officials classify within a class, with their own positions and winner: LMP2 Pro-Am (an
 * LMP2 crew with a bronze-rated driver) is one at Le Mans. Only what a source writes makes an entry part of one:
 * never a guess from a team or a driver.
 */
export type Subclass = 'PRO_AM';

/**
 * How each source writes a sub-class: the Al Kamel analysis's GROUP (`P/A`), our recordings and feed
 * documents (`Pro/Am`), the results files' class (`LMP2(Pro-Am)`). The analysis's GROUP `H` is not here: it
 * marks a hybrid car (every LMDh, Toyota, Peugeot, Ferrari; not the Aston Martin Valkyrie, Glickenhaus or
 * Vanwall), a technical fact the officials classify no one by.
 */
const SPELLINGS: Readonly<Record<string, Subclass>> = {
  'P/A': 'PRO_AM',
  'PRO/AM': 'PRO_AM',
  'PRO-AM': 'PRO_AM',
};

/** The name a recording and our feed's documents give each sub-class (`group`). */
export const SUBCLASS_GROUPS = { PRO_AM: 'Pro/Am' } as const satisfies Record<Subclass, string>;

/** The sub-class a source's text names, null for none (an empty cell, `H`, anything not a sub-class). */
export function subclassOf(text: string | null | undefined): Subclass | null {
  return SPELLINGS[(text ?? '').trim().toUpperCase()] ?? null;
}

/** The sub-class of a results file's class, `LMP2(Pro-Am)`; null for a plain class. */
export function subclassOfResultClass(className: string): Subclass | null {
  const inside = /\(([^)]*)\)\s*$/.exec(className)?.[1];
  return subclassOf(inside);
}
