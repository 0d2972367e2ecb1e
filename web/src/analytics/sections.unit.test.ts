import { expect, it } from 'vitest';
import { sectionOfPath } from './sections.ts';

it.each([
  ['/', 'home'],
  ['', 'home'],
  ['/home', 'home'],
  ['/?utm_source=presse', 'home'],
  ['/live', 'live'],
  ['/live/classement', 'live'],
  ['/live/videos#lecteur', 'live'],
  ['/replays/live-2025', 'live'],
  ['/programme', 'programme'],
  ['/engagements', 'engagements'],
  ['/engagements/12', 'engagements'],
  ['/actualites', 'actualites'],
  ['/actualites?articleId=4', 'actualites'],
  ['/equipes/16', 'other'],
  ['/contact', 'other'],
  ['/homepage', 'other'],
])('%s is in the %s section', (path, section) => {
  expect(sectionOfPath(path)).toBe(section);
});
