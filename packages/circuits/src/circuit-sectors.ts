import type { Circuit } from './circuit.ts';
import type { SectorStarts } from './lap-progress.ts';

/** Where a circuit's sectors start, as shares of the lap, and whether that was measured. */
export interface CircuitSectors {
  starts: SectorStarts;
  /**
   * False when the circuit's sectors are not known: the starts are then equal thirds of the lap, and the
   * page says that the cars' places are approximate.
   */
  measured: boolean;
}

const THIRDS: SectorStarts = [0, 1 / 3, 2 / 3];

export function sectorsOf(circuit: Circuit | null): CircuitSectors {
  const shares = circuit?.sectorShares;
  if (!shares) return { starts: THIRDS, measured: false };
  return { starts: [0, shares[0], shares[0] + shares[1]], measured: true };
}
