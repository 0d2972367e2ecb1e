/*
 * What a client's JSON may carry that JSON.parse accepts but the rest of the chain does not: Postgres refuses
 * NUL in text and jsonb, and jsonb refuses half of a UTF-16 surrogate pair (`"\ud800"`, which text would
 * silently turn into U+FFFD); recursive validators overflow the stack on documents nested thousands deep.
 */

/** A lone surrogate, matched as its own code point in unicode mode, where a whole pair is one code point. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Code points of a path shown in a message at most. */
const SHOWN_PATH_MAX = 80;

const nulForbidden = (place: string) => `Caractère nul interdit dans ${place}`;
const malformedUnicode = (place: string) =>
  `Texte Unicode mal formé (caractère de substitution isolé) dans ${place}`;
const tooDeep = (maxDepth: number) =>
  `Document JSON trop profond : au plus ${maxDepth} niveaux d'imbrication`;

/** Why `text` cannot be stored as the field named `field`, or null when it can. */
export function unstorableTextProblem(text: string, field: string): string | null {
  return problemIn(text, () => `« ${field} »`);
}

/** Where a value sits in the document: its key and its parent's place, shared, so that a deep walk copies nothing. */
interface Place {
  key: string;
  parent: Place | null;
}

/**
 * The first problem of a parsed JSON document in document order, in French, or null: nesting deeper than
 * `maxDepth` objects and arrays, or a key or string that cannot be stored, named by its path
 * (`events.0.path`). Walked without recursion, so that the check itself cannot overflow.
 */
export function jsonDocumentProblem(document: unknown, maxDepth: number): string | null {
  const pending: { value: unknown; place: Place | null; depth: number }[] = [
    { value: document, place: null, depth: 0 },
  ];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, place, depth } = next;
    if (typeof value === 'string') {
      const problem = problemIn(value, () => `« ${shown(place)} »`);
      if (problem) return problem;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= maxDepth) return tooDeep(maxDepth);
    const children = Object.entries(value);
    for (const [key] of children) {
      const problem = problemIn(key, () =>
        place === null ? 'une clé du corps' : `une clé de « ${shown(place)} »`,
      );
      if (problem) return problem;
    }
    // Pushed last first, so that the first child is the next one looked at.
    for (const [key, child] of children.reverse()) {
      pending.push({ value: child, place: { key, parent: place }, depth: depth + 1 });
    }
  }
  return null;
}

/** `place` is only worked out for the message: naming it walks back up the document. */
function problemIn(text: string, place: () => string): string | null {
  if (text.includes('\u0000')) return nulForbidden(place());
  if (LONE_SURROGATE.test(text)) return malformedUnicode(place());
  return null;
}

/** The path as the client wrote it, cut when long: the message names the place, it does not repeat it. */
function shown(place: Place | null): string {
  if (place === null) return '(corps)';
  const keys: string[] = [];
  for (let at: Place | null = place; at !== null; at = at.parent) keys.push(at.key);
  const codePoints = Array.from(keys.reverse().join('.'));
  return codePoints.length <= SHOWN_PATH_MAX
    ? codePoints.join('')
    : `${codePoints.slice(0, SHOWN_PATH_MAX).join('')}…`;
}
