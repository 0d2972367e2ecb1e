import { computed, signal } from '@preact/signals-react';
import { getJson } from '../api/http.ts';
import type { Category, Entry } from '../api/types.ts';
import { groupEntriesByCategory } from './entry-groups.ts';

/** The race entries and the categories, from GET /api/entries and GET /api/categories. */

export const ENTRIES_LOAD_ERROR = 'Erreur lors du chargement des engagements';

export const entries = signal<Entry[]>([]);
export const entriesLoading = signal(false);
export const entriesError = signal<string | null>(null);
export const entryGroups = computed(() => groupEntriesByCategory(entries.value));

export const categories = signal<Category[]>([]);

export async function loadEntries(): Promise<void> {
  entriesLoading.value = true;
  try {
    entries.value = await getJson<Entry[]>('/entries');
    entriesError.value = null;
  } catch {
    entriesError.value = ENTRIES_LOAD_ERROR;
  } finally {
    entriesLoading.value = false;
  }
}

/** A failure keeps the categories already held: the spec makes this load silent (part 1 §8). */
export async function loadCategories(): Promise<void> {
  try {
    categories.value = await getJson<Category[]>('/categories');
  } catch {
    // Silent by specification: pages fall back on the categories found in the entries.
  }
}
