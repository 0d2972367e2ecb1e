import { describe, expect, it } from 'vitest';
import { handlingOf } from './requests.ts';

const ORIGIN = 'https://lemans.example';
const FILES = {
  privateFiles: new Set(['/assets/admin-area-TYdrVGVQ.js']),
  shellFiles: new Set(['/index.html', '/favicon.svg', '/manifest.webmanifest']),
};
const handling = (path: string, mode = 'cors', method = 'GET', origin = ORIGIN) =>
  handlingOf({ url: new URL(path, origin), method, mode, origin: ORIGIN }, FILES);

describe('handlingOf', () => {
  it('answers the pages of the site from the network first, with the kept shell behind', () => {
    expect(handling('/live/classement?categorie=lmp2', 'navigate')).toBe('page');
    expect(handling('/', 'navigate')).toBe('page');
  });

  it('keeps the built files, but not the admin area’s', () => {
    expect(handling('/assets/index-CpjuPyMl.js', 'cors')).toBe('built-file');
    expect(handling('/assets/ranking-DdR1.css', 'no-cors')).toBe('built-file');
    expect(handling('/assets/admin-area-TYdrVGVQ.js')).toBe('network');
    expect(handling('/assets/index-CpjuPyMl.js?v=2')).toBe('network');
  });

  it('keeps the shell’s files outside /assets/ (the logo, the manifest), and no other', () => {
    expect(handling('/favicon.svg', 'no-cors')).toBe('built-file');
    expect(handling('/manifest.webmanifest')).toBe('built-file');
    expect(handling('/robots.txt')).toBe('network');
    expect(handling('/sw.js')).toBe('network');
  });

  it('leaves the API, the socket and the admin pages to the network, whatever they are', () => {
    expect(handling('/api/live')).toBe('network');
    expect(handling('/api/admin/session', 'cors')).toBe('network');
    expect(handling('/socket', 'websocket')).toBe('network');
    expect(handling('/admin', 'navigate')).toBe('network');
    expect(handling('/admin/replays', 'navigate')).toBe('network');
    expect(handling('/administration-des-courses', 'navigate')).toBe('page');
  });

  it('leaves other methods and other origins alone', () => {
    expect(handling('/live/classement', 'navigate', 'POST')).toBe('network');
    expect(
      handling('https://translate.googleapis.com/x.js', 'no-cors', 'GET', 'https://translate.googleapis.com'),
    ).toBe('network');
  });
});
