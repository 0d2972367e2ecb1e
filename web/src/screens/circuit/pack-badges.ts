import { pageLanguage } from '../../i18n/i18n.ts';
import { packCountOf, packLabelOf } from './map-texts.ts';
import type { MarkerPack } from './marker-packs.ts';
import { PACK_BEHIND_PX, PACK_HEIGHT_PX, packWidthPx } from './marker-shapes.ts';

const SVG = 'http://www.w3.org/2000/svg';

/** What a pack's marker shows besides its cars: which pack is opened, which cars are starred and followed. */
export interface PackMarks {
  /** The leading car of the pack whose list is open, if any. */
  openedLead: string | null;
  starred: ReadonlySet<string>;
  followed: string | null;
}

/**
 * The markers of the map's packs (cars whose markers would overlap), drawn straight into their layer at each
 * frame of the map, as the cars' markers are moved: a pack changes as cars close in or draw away, far more
 * often than React renders the page. A pack's marker looks like no car's: a white card over another, the
 * count written out (« 3 voitures »), never a figure that would read as a car's number. It is a button named
 * by its cars (« 3 voitures : nº 7, 8 et 51 ») that opens their list (`open`); its cars' own markers are
 * hidden meanwhile, out of sight, of the tab order and of screen readers.
 */
export class PackBadges {
  readonly #layer: SVGGElement;
  readonly #open: (numbers: readonly string[]) => void;
  /**
   * By the pack's leading car. A pack takes over the element of the last frame's pack led by one of its cars,
   * so that a pack that gains or loses cars, even its leader, keeps its element, and so the keyboard's focus.
   */
  #badges = new Map<string, SVGGElement>();

  constructor(layer: SVGGElement, open: (numbers: readonly string[]) => void) {
    this.#layer = layer;
    this.#open = open;
  }

  /** Draws `packs`, each scaled by `scale` (the transform that keeps a marker the same size on screen). */
  draw(
    packs: readonly MarkerPack[],
    markers: ReadonlyMap<string, SVGGElement>,
    scale: string,
    marks: PackMarks,
  ): void {
    const drawn = new Map<string, SVGGElement>();
    const taken = new Set<SVGGElement>();
    for (const { numbers, point } of packs) {
      const lead = numbers[0];
      const alone = numbers.length === 1;
      for (const number of numbers) showMarker(markers.get(number), alone);
      if (lead === undefined || alone) continue;
      const badge = this.#previousOf(numbers, taken) ?? this.#add();
      taken.add(badge);
      drawn.set(lead, badge);
      const listed = numbers.join(' ');
      // Named again when its cars or the page's language change.
      const language = pageLanguage();
      if (badge.dataset.numbers !== listed || badge.dataset.language !== language) {
        badge.dataset.numbers = listed;
        badge.dataset.language = language;
        badge.setAttribute('aria-label', packLabelOf(numbers));
        const words = packCountOf(numbers.length);
        (badge.lastChild as SVGTextElement).textContent = words;
        const width = packWidthPx(words);
        for (const card of badge.querySelectorAll('rect')) {
          card.setAttribute('x', String(-width / 2));
          card.setAttribute('width', String(width));
        }
      }
      setAttributeIfChanged(badge, 'aria-expanded', String(lead === marks.openedLead));
      setAttributeIfChanged(badge, 'class', classOf(numbers, marks));
      setAttributeIfChanged(
        badge,
        'transform',
        `translate(${point.x.toFixed(1)} ${point.y.toFixed(1)})${scale}`,
      );
    }
    for (const badge of this.#badges.values()) if (!taken.has(badge)) badge.remove();
    this.#badges = drawn;
  }

  /** The element of the last frame's pack led by one of `numbers`, unless another pack took it already. */
  #previousOf(numbers: readonly string[], taken: ReadonlySet<SVGGElement>): SVGGElement | undefined {
    for (const number of numbers) {
      const badge = this.#badges.get(number);
      if (badge && !taken.has(badge)) return badge;
    }
    return undefined;
  }

  #add(): SVGGElement {
    const badge = document.createElementNS(SVG, 'g');
    badge.setAttribute('role', 'button');
    badge.setAttribute('tabindex', '0');
    const open = () => this.#open((badge.dataset.numbers ?? '').split(' '));
    badge.addEventListener('click', open);
    badge.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      // A space would also scroll the page.
      event.preventDefault();
      open();
    });
    // The card behind, a little up and to the right, makes a stack of the one in front.
    const [behind, front] = ['circuit-pack__behind', 'circuit-shape'].map((name, index) => {
      const card = document.createElementNS(SVG, 'rect');
      card.setAttribute('class', name);
      card.setAttribute('y', String(-PACK_HEIGHT_PX / 2));
      card.setAttribute('height', String(PACK_HEIGHT_PX));
      card.setAttribute('rx', '4');
      if (index === 0) card.setAttribute('transform', `translate(${PACK_BEHIND_PX} ${-PACK_BEHIND_PX})`);
      return card;
    }) as [SVGRectElement, SVGRectElement];
    const count = document.createElementNS(SVG, 'text');
    count.setAttribute('text-anchor', 'middle');
    count.setAttribute('dy', '0.35em');
    badge.append(behind, front, count);
    this.#layer.append(badge);
    return badge;
  }
}

/** A pack's marker ringed as a car's would be: when it holds a starred car, or the followed one. */
function classOf(numbers: readonly string[], { starred, followed }: PackMarks): string {
  const followedIn = followed !== null && numbers.includes(followed);
  const starredIn = numbers.some((number) => starred.has(number));
  return `circuit-pack${starredIn ? ' starred' : ''}${followedIn ? ' followed' : ''}`;
}

/** A car's marker shown, or hidden while its car is in a pack (`display` is not an attribute React sets). */
function showMarker(marker: SVGGElement | undefined, shown: boolean): void {
  if (!marker) return;
  if (!shown) setAttributeIfChanged(marker, 'display', 'none');
  else if (marker.hasAttribute('display')) marker.removeAttribute('display');
}

/** Written only when it changes: the frame loop sets these at every frame of the screen. */
function setAttributeIfChanged(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
