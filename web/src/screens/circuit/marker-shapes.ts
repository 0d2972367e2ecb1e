import { type CategoryGroup, categoryGroupOf } from '../../format/categories.ts';

/**
 * A car's marker takes its class's shape as well as its colour, so that the class reads without the colour
 * (a colour-blind eye tells the red of a Hypercar from the green of an LMGT3 poorly): a disc, a square, a
 * diamond, as the map's legend says. A pack of cars is a frame of another kind (pack-badges.ts).
 */
export type MarkerShape = 'circle' | 'square' | 'diamond';

const SHAPES: Record<CategoryGroup, MarkerShape> = { Hypercar: 'circle', LMP2: 'square', LMGT3: 'diamond' };

/** The shape of a class's markers; a disc for a class outside the groups. */
export function shapeOf(categoryLabel: string | null | undefined): MarkerShape {
  const group = categoryGroupOf(categoryLabel);
  return group ? SHAPES[group] : 'circle';
}

/**
 * Each shape's size across on screen (CSS px), whatever the map's size, so that a phone's number reads as a
 * laptop's: as small as a three-figure number in bold type still fits in, so that as many cars as can be are
 * drawn apart. The diamond is larger: its middle is where the number goes.
 */
export const MARKER_SIZE_PX: Record<MarkerShape, number> = { circle: 20, square: 18, diamond: 24 };

/** The room kept between two markers on screen (px). */
export const MARKER_GAP_PX = 2;

/** A pack's marker: this tall on screen (px), as wide as its words (« 3 voitures »). */
export const PACK_HEIGHT_PX = 18;
/** How far the card behind a pack's stands out of it, up and to the right (px). */
export const PACK_BEHIND_PX = 3;

/**
 * How wide a pack's marker is drawn for its words, in px (10 px bold type): an ideograph takes a square, a
 * letter or figure about 0.6 of one; with room either side. Estimated rather than measured, so that the map
 * lays its markers out before drawing any.
 */
export function packWidthPx(words: string): number {
  let width = 0;
  for (const character of words) width += (character.codePointAt(0) ?? 0) >= 0x2e80 ? 10 : 6;
  return Math.ceil(width) + 12;
}

/** A car's number in type this small (px): two figures at 11 px, three at 10, so that three fit the shape too. */
export const numberSizeOf = (number: string) => (number.length > 2 ? 10 : 11);
