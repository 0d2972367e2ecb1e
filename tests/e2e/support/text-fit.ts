import type { Page } from 'playwright-core';

/** The little of the page's DOM the check reads (the tests are typed without the DOM library). */
interface FitWindow {
  document: {
    body: FitElement;
    documentElement: { clientWidth: number };
    createRange(): { selectNodeContents(node: FitNode): void; getClientRects(): ArrayLike<Rect> };
    createTreeWalker(root: FitElement, show: number): { nextNode(): FitNode | null };
  };
  getComputedStyle(
    element: FitElement,
  ): Record<'overflowX' | 'textOverflow' | 'visibility' | 'opacity' | 'clip' | 'clipPath', string>;
}
interface FitNode {
  textContent: string | null;
  parentElement: FitElement | null;
}
interface FitElement extends FitNode {
  tagName: string;
  id: string;
  classList: ArrayLike<string>;
  scrollWidth: number;
  clientWidth: number;
  /** Only on HTML elements: an SVG element has no scroll box to compare. */
  offsetWidth?: number;
  closest(selector: string): FitElement | null;
  getAttribute(name: string): string | null;
  querySelectorAll(selector: string): ArrayLike<FitElement>;
  getClientRects(): ArrayLike<Rect>;
  getBoundingClientRect(): Rect;
}
interface Rect {
  left: number;
  right: number;
  width: number;
  height: number;
}

/**
 * What of the page's visible text does not fit, one line each: an element that hides its overflow (or ends
 * it with an ellipsis) and is narrower than its text; a text that reaches past its table cell; a text past
 * the window's sides, unless it is inside a box that scrolls sideways (a wide table's scroller). Text hidden
 * on purpose (display, visibility, opacity, a 1 px clipped box for screen readers) is not read, nor a text
 * shortened whose whole is in its title or label.
 */
export function textOverflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const window = globalThis as unknown as FitWindow;
    const { document } = window;
    const SLACK = 1;
    const SHOW_TEXT = 4;
    const viewport = document.documentElement.clientWidth;

    /** Whether `element` or one of its ancestors is `own`, each element read once. */
    const inherited = (own: (element: FitElement) => boolean) => {
      const known = new Map<FitElement, boolean>();
      const of = (element: FitElement | null): boolean => {
        if (!element || element === document.body) return false;
        let answer = known.get(element);
        if (answer === undefined) {
          answer = own(element) || of(element.parentElement);
          known.set(element, answer);
        }
        return answer;
      };
      return of;
    };
    const concealed = inherited((element) => {
      const style = window.getComputedStyle(element);
      return style.opacity === '0' || style.clip !== 'auto' || style.clipPath !== 'none';
    });
    const hidden = (element: FitElement) =>
      element.getClientRects().length === 0 ||
      window.getComputedStyle(element).visibility !== 'visible' ||
      concealed(element);
    const scrollsSideways = inherited((element) =>
      ['auto', 'scroll'].includes(window.getComputedStyle(element).overflowX),
    );
    const named = (element: FitElement) => {
      const classes = Array.from(element.classList).map((name) => `.${name}`);
      const id = element.id ? `#${element.id}` : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${classes.join('')} « ${text} »`;
    };

    /** A text shortened on purpose: its whole is the element's title or label (a team's name in a podium). */
    const givenWhole = (element: FitElement) => {
      const text = (element.textContent ?? '').trim();
      const labelled = element.closest('[title], [aria-label]');
      return [labelled?.getAttribute('title'), labelled?.getAttribute('aria-label')].some((whole) =>
        whole?.includes(text),
      );
    };

    const found = new Set<string>();
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element.offsetWidth === undefined || !(element.textContent ?? '').trim()) continue;
      const style = window.getComputedStyle(element);
      const clips = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      if (!clips || element.scrollWidth <= element.clientWidth + SLACK) continue;
      if (hidden(element) || givenWhole(element)) continue;
      found.add(`coupé : ${named(element)} (${element.scrollWidth} px pour ${element.clientWidth})`);
    }

    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !(node.textContent ?? '').trim() || hidden(parent)) continue;
      range.selectNodeContents(node);
      const lines = Array.from(range.getClientRects()).filter((line) => line.width > 0);
      const cell = parent.closest('td, th')?.getBoundingClientRect();
      const sideways = scrollsSideways(parent);
      for (const line of lines) {
        if (cell && (line.left < cell.left - SLACK || line.right > cell.right + SLACK))
          found.add(`hors de sa cellule : ${named(parent)}`);
        if (!sideways && (line.left < -SLACK || line.right > viewport + SLACK))
          found.add(`hors de la fenêtre : ${named(parent)}`);
      }
    }
    return [...found];
  });
}
