import { signal } from '@preact/signals-react';
import { readStored, writeStored } from './storage.ts';

/**
 * Whether the bottom banner is minimised. The choice survives visits (spec part 1, banner), and every change
 * is announced on window as a 'banner-toggle' CustomEvent carrying `{ minimised }`, for anything that lays
 * itself out around the banner.
 */

export const BANNER_STORAGE_KEY = 'lemans-live:bandeau-reduit';
export const BANNER_TOGGLE_EVENT = 'banner-toggle';

export const bannerMinimised = signal(readStored(BANNER_STORAGE_KEY) === 'true');

export function setBannerMinimised(minimised: boolean): void {
  bannerMinimised.value = minimised;
  writeStored(BANNER_STORAGE_KEY, String(minimised));
  window.dispatchEvent(new CustomEvent(BANNER_TOGGLE_EVENT, { detail: { minimised } }));
}
