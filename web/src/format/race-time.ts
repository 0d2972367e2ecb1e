/**
 * The race clock as the replay and time-travel controls write it: "hh:mm:ss" from the start of the session
 * (hours go past 24 after the finish). The API takes the same text, so what a visitor types or shares in an
 * address is what the server reads.
 */

const pad = (value: number) => String(value).padStart(2, '0');

const RACE_TIME = /^(\d{1,3}):([0-5]\d):([0-5]\d)$/;

/** "07:05:09"; whole seconds, rounded down (a slider never shows a second not yet reached). */
export function formatRaceTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}

/** Milliseconds of "hh:mm:ss" (or "h:mm:ss"); null for anything else, minutes or seconds past 59 included. */
export function parseRaceTime(text: string): number | null {
  const match = RACE_TIME.exec(text.trim());
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
}
