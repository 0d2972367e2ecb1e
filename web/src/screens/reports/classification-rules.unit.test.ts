import { describe, expect, it } from 'vitest';
import {
  classificationGapText,
  classificationPlaceText,
  classificationStatusText,
} from './classification-rules.ts';

describe('the report’s classification', () => {
  it('writes gaps in laps, else the time on the same lap to the millisecond', () => {
    expect(classificationGapText(null, null)).toBe('');
    expect(classificationGapText(0, 14_084)).toBe('+14.084 s');
    expect(classificationGapText(0, 95_500)).toBe('+1:35.500');
    expect(classificationGapText(1, null)).toBe('+1 tour');
    expect(classificationGapText(79, null)).toBe('+79 tours');
  });

  it('places the classified and running cars, and says what the others are', () => {
    expect(classificationPlaceText({ position: 3, status: 'classified' })).toBe('3');
    expect(classificationPlaceText({ position: null, status: 'NC' })).toBe('NC');
    expect(classificationPlaceText({ position: null, status: 'DNF' })).toBe('Ab.');
    expect(classificationPlaceText({ position: null, status: 'DSQ' })).toBe('DSQ');
  });

  it('gives the reason of a car not classified, never of a classified one', () => {
    expect(classificationStatusText({ status: 'NC', reason: 'Not running at race end' })).toBe(
      'Non classée (Not running at race end)',
    );
    expect(classificationStatusText({ status: 'classified', reason: 'Accident' })).toBe('Classée');
    expect(classificationStatusText({ status: 'DNF', reason: '' })).toBe('Abandon');
  });
});
