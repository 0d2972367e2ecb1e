import { describe, expect, it } from 'vitest';
import type { Program, ProgramEvent } from '../../api/types.ts';
import {
  categoryTone,
  currentEvent,
  dayDate,
  dayKey,
  dayStatus,
  defaultDay,
  eventHours,
  eventState,
  groupDay,
  nextEvent,
  programDays,
  programOver,
  programTime,
  startCountdown,
  timeRemaining,
} from './program-rules.ts';

// Times without an offset read as local time, so these tests hold in any time zone.
const at = (text: string) => new Date(text).getTime();

const event = (
  id: number,
  start: string,
  end: string | null,
  category = '24 Heures du Mans',
): ProgramEvent => ({
  id,
  title: `Événement ${id}`,
  start_datetime: start,
  end_datetime: end,
  category,
  description: '',
});

const race = event(1, '2025-06-14T16:00:00', '2025-06-15T16:00:00');
const warmUp = event(2, '2025-06-14T12:00:00', '2025-06-14T12:15:00');
const parade = event(3, '2025-06-13T17:00:00', null, 'Autres');
const podium = event(4, '2025-06-15T16:30:00', '2025-06-15T17:00:00');

const schedule: Program = {
  '2025-06-15': [podium],
  '2025-06-13': [parade],
  '2025-06-14': [race, warmUp],
};

describe('programTime', () => {
  it('reads a Z-suffixed date as local time, with or without milliseconds', () => {
    expect(programTime('2025-06-14T16:00:00Z')).toBe(at('2025-06-14T16:00:00'));
    expect(programTime('2025-06-14T16:00:00.000Z')).toBe(at('2025-06-14T16:00:00'));
  });

  it('keeps an explicit offset', () => {
    expect(programTime('2025-06-14T16:00:00+02:00')).toBe(Date.UTC(2025, 5, 14, 14));
  });
});

describe('eventState', () => {
  it('is upcoming before the start, live until the end, finished from the end', () => {
    expect(eventState(race, at('2025-06-14T15:59:00'))).toBe('upcoming');
    expect(eventState(race, at('2025-06-14T16:00:00'))).toBe('live');
    expect(eventState(race, at('2025-06-15T15:59:59'))).toBe('live');
    expect(eventState(race, at('2025-06-15T16:00:00'))).toBe('finished');
  });

  it('stays live once started when no end is given', () => {
    expect(eventState(parade, at('2025-06-13T16:00:00'))).toBe('upcoming');
    expect(eventState(parade, at('2025-07-01T00:00:00'))).toBe('live');
  });
});

describe('days', () => {
  it('keys a time by its local day', () => {
    expect(dayKey(at('2025-06-09T23:59:00'))).toBe('2025-06-09');
    expect(dayDate('2025-06-09').getTime()).toBe(at('2025-06-09T00:00:00'));
  });

  it('tells past, current and future days', () => {
    const now = at('2025-06-14T10:00:00');
    expect(dayStatus('2025-06-13', now)).toBe('past');
    expect(dayStatus('2025-06-14', now)).toBe('current');
    expect(dayStatus('2025-06-15', now)).toBe('future');
  });

  it('lists the days in calendar order', () => {
    expect(programDays(schedule)).toEqual(['2025-06-13', '2025-06-14', '2025-06-15']);
  });

  it('opens on today when the programme has it, else on its first day', () => {
    const days = programDays(schedule);
    expect(defaultDay(days, at('2025-06-14T10:00:00'))).toBe('2025-06-14');
    expect(defaultDay(days, at('2025-12-01T10:00:00'))).toBe('2025-06-13');
    expect(defaultDay([], at('2025-06-14T10:00:00'))).toBeNull();
  });
});

describe('groupDay', () => {
  it('splits a day into en cours, à venir and terminés, by start', () => {
    expect(groupDay([race, warmUp], at('2025-06-14T12:05:00'))).toEqual({
      live: [warmUp],
      upcoming: [race],
      finished: [],
    });
    expect(groupDay([race, warmUp], at('2025-06-14T17:00:00'))).toEqual({
      live: [race],
      upcoming: [],
      finished: [warmUp],
    });
  });
});

describe('summary', () => {
  it('finds the event running now and the next one over the whole programme', () => {
    const now = at('2025-06-14T12:05:00');
    expect(currentEvent(schedule, now)).toBe(parade);
    expect(nextEvent(schedule, now)).toBe(race);
  });

  it('finds nothing next once everything has started', () => {
    expect(nextEvent(schedule, at('2025-06-16T00:00:00'))).toBeNull();
  });

  it('counts down to the start, and says Démarré or Terminé after it', () => {
    expect(startCountdown(race, at('2025-06-12T14:00:00'))).toBe('2j 2h');
    expect(startCountdown(race, at('2025-06-14T12:48:00'))).toBe('3h 12min');
    expect(startCountdown(race, at('2025-06-14T15:48:00'))).toBe('12min');
    expect(startCountdown(race, at('2025-06-14T18:00:00'))).toBe('Démarré');
    expect(startCountdown(race, at('2025-06-15T16:00:00'))).toBe('Terminé');
    expect(startCountdown(null, at('2025-06-15T16:00:00'))).toBe('Terminé');
  });

  it('gives the time left in a running event', () => {
    expect(timeRemaining(race, at('2025-06-15T13:30:00'))).toBe('2h 30min');
    expect(timeRemaining(race, at('2025-06-15T16:00:00'))).toBe('Terminé');
    expect(timeRemaining(parade, at('2025-06-14T00:00:00'))).toBeNull();
  });

  it('says the programme is over once every event has ended', () => {
    const ended: Program = { '2025-06-14': [race, warmUp], '2025-06-15': [podium] };
    expect(programOver(ended, at('2025-06-15T16:59:00'))).toBe(false);
    expect(programOver(ended, at('2025-06-15T17:00:00'))).toBe(true);
    expect(programOver(schedule, at('2025-07-01T00:00:00'))).toBe(false);
    expect(programOver({}, at('2025-07-01T00:00:00'))).toBe(false);
  });
});

describe('eventHours', () => {
  it('gives the start and end hours, naming the end day when it is another day', () => {
    expect(eventHours(warmUp)).toBe('12:00 – 12:15');
    expect(eventHours(race)).toBe('16:00 – dim. 16:00');
    expect(eventHours(parade)).toBe('17:00');
  });
});

describe('categoryTone', () => {
  it('maps the four legend categories and shows anything else as Autres', () => {
    expect(categoryTone('24 Heures du Mans')).toBe('official');
    expect(categoryTone('Courses Support')).toBe('support');
    expect(categoryTone('Animations circuit')).toBe('animation');
    expect(categoryTone('Autres')).toBe('other');
    expect(categoryTone('Concert')).toBe('other');
  });
});

describe('in the event’s time zone', () => {
  // Le Mans in June: UTC+2. The race starts at 14:00 UTC, whatever the visitor's zone.
  const PARIS = 'Europe/Paris';
  const utc = (text: string) => Date.parse(`${text}Z`);

  it('reads the organiser’s times as the event’s clock', () => {
    expect(programTime('2025-06-14T16:00:00.000Z', PARIS)).toBe(utc('2025-06-14T14:00:00'));
    expect(programTime('2025-06-14T16:00:00', 'Asia/Tokyo')).toBe(utc('2025-06-14T07:00:00'));
    expect(programTime('2025-06-14T16:00:00+02:00', 'Asia/Tokyo')).toBe(utc('2025-06-14T14:00:00'));
  });

  it('runs the events at the event’s hours, and keys today by the event’s day', () => {
    expect(eventState(race, utc('2025-06-14T13:59:00'), PARIS)).toBe('upcoming');
    expect(eventState(race, utc('2025-06-14T14:00:00'), PARIS)).toBe('live');
    expect(eventState(race, utc('2025-06-15T14:00:00'), PARIS)).toBe('finished');
    // 23:30 UTC on Friday is already Saturday in Le Mans.
    expect(dayKey(utc('2025-06-13T23:30:00'), PARIS)).toBe('2025-06-14');
    expect(dayStatus('2025-06-14', utc('2025-06-13T23:30:00'), PARIS)).toBe('current');
    expect(defaultDay(programDays(schedule), utc('2025-06-13T23:30:00'), PARIS)).toBe('2025-06-14');
    expect(startCountdown(race, utc('2025-06-14T13:48:00'), PARIS)).toBe('12min');
    expect(timeRemaining(race, utc('2025-06-15T11:30:00'), PARIS)).toBe('2h 30min');
    expect(programOver(schedule, utc('2025-06-15T15:00:00'), PARIS)).toBe(false);
  });

  it('gives the hours at the event, and as the visitor’s clocks read them', () => {
    expect(eventHours(race, PARIS)).toBe('16:00 – dim. 16:00');
    expect(eventHours(race, PARIS, 'America/New_York')).toBe('10:00 – dim. 10:00');
    expect(eventHours(warmUp, PARIS, 'America/New_York')).toBe('06:00 – 06:15');
    // Far from the event, the visitor's start falls on another day: it is named.
    expect(eventHours(parade, PARIS, 'Pacific/Auckland')).toBe('sam. 03:00');
    expect(eventHours(warmUp, 'Asia/Tokyo', 'America/New_York')).toBe('ven. 23:00 – 23:15');
  });
});
