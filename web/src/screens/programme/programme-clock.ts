import { computed } from '@preact/signals-react';
import { now } from '../../stores/clock.ts';

/**
 * The programme's clock: the page clock rounded down to the minute, so that it changes, and the programme
 * re-renders, once every 60 s (spec part 1 §9) while the page clock ticks every second.
 */
export const PROGRAMME_TICK_MS = 60_000;

export const programmeNow = computed(() => now.value - (now.value % PROGRAMME_TICK_MS));
