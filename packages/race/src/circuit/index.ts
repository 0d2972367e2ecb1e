/*
 * The circuits: the catalogue of the calendar's circuits as data (drawing, sectors, places, pit lane), where
 * each car is on the lap from the timing alone, and which circuit a race's laps were driven on. Browser-safe;
 * the site imports it as `@lemans/race/circuit`.
 */
export * from './catalogue.ts';
export * from './circuit.ts';
export * from './circuit-sectors.ts';
export * from './lap-progress.ts';
export * from './recognise-circuit.ts';
export * from './schematic.ts';
