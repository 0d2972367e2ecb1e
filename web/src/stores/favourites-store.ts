import { signal } from '@preact/signals-react';
import { readStored, writeStored } from '../shell/storage.ts';
import { type FavouritesView, favouritesOf, favouritesViewOf } from './favourites-rules.ts';

/**
 * The cars a fan follows (starred on the ranking), by race number, and how the ranking shows them: kept in
 * this browser only, so that nothing about a visitor is sent to the server.
 */

export const FAVOURITES_KEY = 'lemans-live:favoris';
export const FAVOURITES_VIEW_KEY = 'lemans-live:favoris-vue';

export const favourites = signal<ReadonlySet<string>>(favouritesOf(readStored(FAVOURITES_KEY)));
export const favouritesView = signal<FavouritesView>(favouritesViewOf(readStored(FAVOURITES_VIEW_KEY)));

export function toggleFavourite(number: string): void {
  const next = new Set(favourites.value);
  if (!next.delete(number)) next.add(number);
  favourites.value = next;
  writeStored(FAVOURITES_KEY, JSON.stringify([...next]));
}

export function setFavouritesView(view: FavouritesView): void {
  favouritesView.value = view;
  writeStored(FAVOURITES_VIEW_KEY, view);
}
