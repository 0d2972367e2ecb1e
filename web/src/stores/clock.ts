import { signal } from '@preact/signals-react';

/** The time shown by clocks and used by time-dependent rules; ticks every second. */
export const now = signal(Date.now());

if (typeof window !== 'undefined') setInterval(() => (now.value = Date.now()), 1000);
