/*
 * The circuits: the catalogue of the calendar's circuits as data (drawing, sectors, places, pit lane) and
 * where each car is on the lap from the timing alone. Browser-safe; the site imports it. Which circuit a
 * race's laps were driven on is measured by the Al Kamel import (`@lemans/alkamel`).
 */
export * from './catalogue.ts';
export * from './circuit.ts';
export * from './circuit-sectors.ts';
export * from './lap-progress.ts';
export * from './schematic.ts';
