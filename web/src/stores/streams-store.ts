import { signal } from '@preact/signals-react';
import { getJson } from '../api/http.ts';
import type { Stream } from '../api/types.ts';

/** The team video streams, from GET /api/streams. */

export const STREAMS_LOAD_ERROR = 'Erreur lors du chargement des streams';

export const streams = signal<Stream[]>([]);
export const streamsLoading = signal(false);
export const streamsError = signal<string | null>(null);

/** Re-throws after recording the error, as the spec asks (part 1 §8): a caller may react to the failure. */
export async function loadStreams(): Promise<void> {
  streamsLoading.value = true;
  try {
    streams.value = await getJson<Stream[]>('/streams');
    streamsError.value = null;
  } catch (error) {
    streamsError.value = STREAMS_LOAD_ERROR;
    throw error;
  } finally {
    streamsLoading.value = false;
  }
}
