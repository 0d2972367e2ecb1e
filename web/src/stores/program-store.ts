import { signal } from '@preact/signals-react';
import { getJson } from '../api/http.ts';
import type { Program } from '../api/types.ts';

/** The event programme keyed by day, from GET /api/program (reloaded on the socket's program-update). */

export const PROGRAM_LOAD_ERROR = 'Erreur lors du chargement du programme';

export const program = signal<Program | null>(null);
export const programLoading = signal(false);
export const programError = signal<string | null>(null);

export async function loadProgram(): Promise<void> {
  programLoading.value = true;
  try {
    program.value = await getJson<Program>('/program');
    programError.value = null;
  } catch {
    programError.value = PROGRAM_LOAD_ERROR;
  } finally {
    programLoading.value = false;
  }
}
