/** A rectangle on the page, as playwright's `boundingBox()` gives it (the window's coordinates, in px). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes overlap; boxes that only touch do not. */
export const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
