import { computed, signal } from '@preact/signals-react';
import { getJson } from '../api/http.ts';
import type { Category, Entry } from '../api/types.ts';
import { apiPath } from '../components/race-event-rules.ts';
import { t } from '../i18n/i18n.ts';
import { groupEntriesByCategory } from './entry-groups.ts';

/** The race entries of one event and the categories, from GET /api/entries and GET /api/categories. */

export const entries = signal<Entry[]>([]);
/** The event the entries belong to; null for the current event. */
export const entriesEvent = signal<string | null>(null);
export const entriesLoading = signal(false);
export const entriesError = signal<string | null>(null);
export const entryGroups = computed(() => groupEntriesByCategory(entries.value));

export const categories = signal<Category[]>([]);

/** Only the latest load writes: an answer for an event the visitor has since left is dropped. */
let latestLoad = 0;

/** Loads the entries of an event (the current one by default); another event's entries are cleared first. */
export async function loadEntries(eventId: string | null = null): Promise<void> {
  const load = ++latestLoad;
  if (entriesEvent.value !== eventId) {
    entries.value = [];
    entriesEvent.value = eventId;
  }
  entriesLoading.value = true;
  try {
    const list = await getJson<Entry[]>(apiPath('/entries', eventId));
    if (load !== latestLoad) return;
    entries.value = list;
    entriesError.value = null;
  } catch {
    if (load === latestLoad) entriesError.value = t('load_error.entries');
  } finally {
    if (load === latestLoad) entriesLoading.value = false;
  }
}

/** Loads the held event's entries again (a catalogue notice, a reconnection). */
export function reloadEntries(): Promise<void> {
  return loadEntries(entriesEvent.value);
}

/** A failure keeps the categories already held: the spec makes this load silent (part 1 §8). */
export async function loadCategories(): Promise<void> {
  try {
    categories.value = await getJson<Category[]>('/categories');
  } catch {
    // Silent by specification: pages fall back on the categories found in the entries.
  }
}
