/* Plain data (no DOM), so that the browser test can import it. */

/**
 * The longest the page waits for its first screen's code and answers before it renders without them. An
 * answer of a few KB usually comes before the entry's 100 KB are run, even on a crowded cell; past this the
 * page shows its loading states, as on any later visit.
 */
export const FIRST_SCREEN_WAIT_MS = 800;

/** User timing marks: when the page asked its first screen, and when React started rendering it. */
export const FIRST_SCREEN_MARKS = { asked: 'lemans:premier-ecran-demande', rendered: 'lemans:premier-rendu' };
