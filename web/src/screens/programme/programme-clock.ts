import { computed } from '@preact/signals-react';
import { now } from '../../stores/clock.ts';
import { shownInstant } from '../../stores/shown-moment.ts';

/**
 * The programme's clock: the instant of the moment the page shows (a replay of the race at 14:00 stands for
 * that Sunday morning, and its programme is not over), else the page clock, rounded down to the minute so
 * that it changes, and the programme re-renders, once every 60 s of it (spec part 1 §9).
 */
export const PROGRAMME_TICK_MS = 60_000;

/** A moment further than this from the page clock is not the present: the hero says it is the moment's time. */
const PRESENT_MARGIN_MS = 5 * 60_000;

const clockTime = computed(() => shownInstant.value ?? now.value);

export const programmeNow = computed(() => clockTime.value - (clockTime.value % PROGRAMME_TICK_MS));

/** The clock shows another time than the present: a replay, time travel, or a TV picture far behind. */
export const programmeInPast = computed(() => Math.abs(now.value - clockTime.value) > PRESENT_MARGIN_MS);
