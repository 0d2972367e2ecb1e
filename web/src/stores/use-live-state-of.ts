import type { LiveState } from '@lemans/contract/live-state';
import { useComputed } from '@preact/signals-react';
import { language } from '../i18n/i18n.ts';
import { liveState } from './live-state-store.ts';

/**
 * What a component shows of the live state (a text, a flag: a string, a number or a boolean), re-rendering
 * it only when that changes. The state itself changes every second while a session runs (its time left
 * counts down): a page reading it whole would render again, all of it, every second, each time a task a
 * phone feels, where its phase or flag changes a few times a race. The page's language counts among what
 * it depends on, for the texts made from it.
 */
export function useLiveStateOf<Shown extends string | number | boolean | null>(
  select: (state: LiveState) => Shown,
): Shown {
  return useComputed(() => {
    void language.value;
    return select(liveState.value);
  }).value;
}
