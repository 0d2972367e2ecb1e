import { describe, expect, it } from 'vitest';
import { promoVideoSrc } from './promo-video.ts';

const base = 'https://www.youtube-nocookie.com/embed/abc123';
const params = (src: string) => Object.fromEntries(new URL(src).searchParams);

describe('promoVideoSrc', () => {
  it('starts muted, playing and looping on its own playlist', () => {
    const src = promoVideoSrc(base, { muted: true, playing: true });
    expect(src.startsWith(`${base}?`)).toBe(true);
    expect(params(src)).toMatchObject({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: 'abc123',
      controls: '0',
    });
  });

  it('carries the sound and pause state in the address', () => {
    expect(params(promoVideoSrc(base, { muted: false, playing: false }))).toMatchObject({
      autoplay: '0',
      mute: '0',
    });
  });
});
