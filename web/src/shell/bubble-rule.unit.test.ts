import { expect, it } from 'vitest';
import { BUBBLE_HIDDEN_MS, isBubbleVisible, mayBubblesFloat } from './bubble-rule.ts';

const dismissed = 1_750_000_000_000;

it('shows a bubble never dismissed or with an unreadable time', () => {
  expect(isBubbleVisible(null, dismissed)).toBe(true);
  expect(isBubbleVisible('hier', dismissed)).toBe(true);
});

it('hides a dismissed bubble for 24 hours, then shows it again', () => {
  expect(BUBBLE_HIDDEN_MS).toBe(86_400_000);
  expect(isBubbleVisible(String(dismissed), dismissed)).toBe(false);
  expect(isBubbleVisible(String(dismissed), dismissed + BUBBLE_HIDDEN_MS - 1)).toBe(false);
  expect(isBubbleVisible(String(dismissed), dismissed + BUBBLE_HIDDEN_MS)).toBe(true);
});

it('hides a bubble dismissed just ahead of the page clock, shows one dismissed over 24 hours ahead', () => {
  expect(isBubbleVisible(String(dismissed), dismissed - 900)).toBe(false);
  expect(isBubbleVisible(String(dismissed), dismissed - BUBBLE_HIDDEN_MS)).toBe(true);
});

it('lets the bubbles float everywhere but on the live pages', () => {
  for (const path of ['/', '/programme', '/contact', '/livestream']) expect(mayBubblesFloat(path)).toBe(true);
  for (const path of [
    '/live',
    '/live/classement',
    '/live/circuit',
    '/live/direction-de-course',
    '/live/videos',
  ]) {
    expect(mayBubblesFloat(path)).toBe(false);
  }
});
