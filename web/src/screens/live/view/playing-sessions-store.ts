import type { PlayingSession, PlayingSessions } from '@lemans/contract';
import { signal } from '@preact/signals-react';
import { getJson } from '../../../api/http.ts';

/** The sessions being played now (GET /api/live/sessions), for the ranking page's session chooser. */

export const playingSessions = signal<PlayingSession[]>([]);

/** A failure keeps the list held: the chooser is a convenience, the ranking works without it. */
export async function loadPlayingSessions(): Promise<void> {
  try {
    const body = await getJson<PlayingSessions>('/live/sessions');
    if (Array.isArray(body?.sessions)) playingSessions.value = body.sessions;
  } catch {
    // Silent: the chooser stays as it was.
  }
}
