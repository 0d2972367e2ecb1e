import type { Locator, Page } from 'playwright-core';

/** A box on screen, in CSS pixels from the window's top left. */
export interface ScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A marker the map shows: a car's ('Voiture 7') or a pack's ('3 voitures : nº 7, 8 et 51'). */
export interface ShownMarker {
  name: string;
  /** Its shape: a car's disc, square or diamond, a pack's card. */
  disc: ScreenBox;
  /** The number or count written on it. */
  label: ScreenBox;
}

/** The circuit map as it stands on screen, read at one instant. */
export interface MapOnScreen {
  scrollY: number;
  /** Where the window shows the page: under the site's top bar, above the bottom banner. */
  window: ScreenBox;
  track: ScreenBox;
  markers: ShownMarker[];
}

/** Every car of the map, shown alone or gathered in a pack. */
export const carCount = (page: Page) => page.locator('g.circuit-car').count();

/**
 * Where each marker shown is drawn (its transform), by its name: 'Voiture 7' for a car alone, '3 voitures :
 * nº 7, 8 et 51' for a pack. The cars of a pack are hidden, and not moved meanwhile.
 */
export const shownPositions = (page: Page): Promise<Record<string, string | null>> =>
  page
    .locator('g.circuit-car:not([display]), g.circuit-pack')
    .evaluateAll((markers) =>
      Object.fromEntries(
        markers.map((marker) => [marker.getAttribute('aria-label'), marker.getAttribute('transform')]),
      ),
    );

/**
 * Taps a pack where it stands and reads one of its attributes in the same instant: a pack changes as its cars
 * draw apart, so a read before or after the tap could name another pack than the one opened.
 */
export const tapPackReading = (pack: Locator, attribute: string): Promise<string | null> =>
  pack.evaluate((marker, name) => {
    const element = marker as unknown as {
      getAttribute(name: string): string | null;
      dispatchEvent(event: unknown): boolean;
    };
    const { MouseEvent } = globalThis as unknown as {
      MouseEvent: new (type: string, init: object) => unknown;
    };
    element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    return element.getAttribute(name);
  }, attribute);

/** The markers of `after` drawn elsewhere than in `before`, or not there: moved, or a pack made or changed. */
export const movedBetween = (before: Record<string, string | null>, after: Record<string, string | null>) =>
  Object.keys(after).filter((name) => after[name] !== before[name]);

export function mapOnScreen(page: Page): Promise<MapOnScreen> {
  return page.evaluate(() => {
    const { document, innerWidth, innerHeight, scrollY } = globalThis as unknown as MapWindow;
    const boxOf = (element: MapElement | null): ScreenBox => {
      const { left, top, right, bottom } = element?.getBoundingClientRect() ?? {
        left: Number.NaN,
        top: Number.NaN,
        right: Number.NaN,
        bottom: Number.NaN,
      };
      return { left, top, right, bottom };
    };
    const markers = Array.from(
      document.querySelectorAll('g.circuit-car:not([display="none"]), g.circuit-pack'),
    ).map((marker) => ({
      name: marker.getAttribute('aria-label') ?? '',
      disc: boxOf(marker.querySelector('.circuit-shape')),
      label: boxOf(marker.querySelector('text')),
    }));
    return {
      scrollY,
      window: {
        left: 0,
        top: boxOf(document.querySelector('.top-bar')).bottom,
        right: innerWidth,
        bottom: document.querySelector('.news-banner')
          ? boxOf(document.querySelector('.news-banner')).top
          : innerHeight,
      },
      track: boxOf(document.querySelector('.circuit-map .circuit-track')),
      markers,
    };
  });
}

/** Whether `inner` lies within `outer`, to the pixel. */
export const within = (inner: ScreenBox, outer: ScreenBox) =>
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5;

/** The pairs of markers whose numbers' boxes overlap, by their names. */
export const overlappingLabels = (markers: readonly ShownMarker[]) =>
  pairsWhere(markers, (a, b) => boxesOverlap(a.label, b.label));

/** The pairs of markers whose shapes' boxes overlap (by more than half a pixel), by their names. */
export const overlappingDiscs = (markers: readonly ShownMarker[]) =>
  pairsWhere(markers, (a, b) => boxesOverlap(shrunk(a.disc), shrunk(b.disc)));

const shrunk = (box: ScreenBox): ScreenBox => ({
  left: box.left + 0.25,
  top: box.top + 0.25,
  right: box.right - 0.25,
  bottom: box.bottom - 0.25,
});

function pairsWhere(
  markers: readonly ShownMarker[],
  clash: (a: ShownMarker, b: ShownMarker) => boolean,
): string[] {
  const pairs: string[] = [];
  for (const [index, a] of markers.entries()) {
    for (const b of markers.slice(index + 1)) if (clash(a, b)) pairs.push(`${a.name} / ${b.name}`);
  }
  return pairs;
}

const boxesOverlap = (a: ScreenBox, b: ScreenBox) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The cars' markers separately visible on the map at one instant: shown (not hidden in a pack), and what the
 * window shows at the middle of their shape (no other marker over it). Their numbers.
 */
export function separatelyVisibleCars(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Marker = {
      getAttribute(name: string): string | null;
      querySelector(selector: string): Marker | null;
      closest(selector: string): Marker | null;
      getBoundingClientRect(): ScreenBox;
    };
    const { document } = globalThis as unknown as {
      document: {
        querySelectorAll(selector: string): ArrayLike<Marker>;
        elementFromPoint(x: number, y: number): Marker | null;
      };
    };
    return Array.from(document.querySelectorAll('g.circuit-car:not([display="none"])')).flatMap((marker) => {
      const box = marker.querySelector('.circuit-shape')?.getBoundingClientRect();
      if (!box || box.right - box.left < 1) return [];
      const hit = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
      return hit?.closest('g.circuit-car, g.circuit-pack') === marker
        ? [marker.getAttribute('data-number') ?? '']
        : [];
    });
  });
}

/**
 * Records the page's layout shifts from its first paint, as Lighthouse's CLS counts them (shifts within half a
 * second of an input left out): call before the page is opened, read with `layoutShiftOf`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = globalThis as unknown as ShiftWindow;
    scope.layoutShift = 0;
    new scope.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) scope.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the page's layout shifts so far (see recordLayoutShifts). */
export const layoutShiftOf = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as ShiftWindow).layoutShift);

/** The little of the page's window read here (the tests are typed without the DOM library). */
interface MapWindow {
  innerWidth: number;
  innerHeight: number;
  scrollY: number;
  document: {
    querySelector(selector: string): MapElement | null;
    querySelectorAll(selector: string): ArrayLike<MapElement>;
  };
}
interface MapElement {
  getAttribute(name: string): string | null;
  querySelector(selector: string): MapElement | null;
  getBoundingClientRect(): ScreenBox;
}
interface ShiftWindow {
  layoutShift: number;
  PerformanceObserver: new (
    callback: (list: { getEntries(): { value: number; hadRecentInput: boolean }[] }) => void,
  ) => { observe(options: { type: string; buffered: boolean }): void };
}
