import { describe, expect, it } from 'vitest';
import type { Stream } from '../../../api/types.ts';
import { embedUrl, liveStreams, noStreamReason, streamLabel } from './streams.ts';

const stream = (id: number, overrides: Partial<Stream> = {}): Stream => ({
  id,
  team_number: '83',
  team_name: 'AF Corse',
  stream_title: null,
  stream_description: null,
  stream_url: 'https://www.youtube.com/watch?v=abc',
  is_active: true,
  status: 'live',
  priority: 0,
  category: 'Hypercar',
  ...overrides,
});

describe('liveStreams', () => {
  it('keeps only published streams that are live', () => {
    const shown = stream(1);
    const list = [
      shown,
      stream(2, { is_active: false }),
      stream(3, { status: 'replay' }),
      stream(4, { status: 'inactive' }),
    ];
    expect(liveStreams(list)).toEqual([shown]);
  });
});

describe('embedUrl', () => {
  it('turns a watch page into an embed address by its v parameter', () => {
    expect(embedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(embedUrl('https://m.youtube.com/watch?v=abc')).toBe('https://www.youtube.com/embed/abc');
    expect(embedUrl('https://youtu.be/abc')).toBe('https://www.youtube.com/embed/abc');
  });

  it('keeps embed addresses and anything else unchanged', () => {
    expect(embedUrl('https://www.youtube.com/embed/abc')).toBe('https://www.youtube.com/embed/abc');
    expect(embedUrl('https://www.youtube.com/watch')).toBe('https://www.youtube.com/watch');
    expect(embedUrl('https://player.twitch.tv/?channel=x')).toBe('https://player.twitch.tv/?channel=x');
    expect(embedUrl('pas une adresse')).toBe('pas une adresse');
  });
});

describe('streamLabel', () => {
  it('uses the title, else the car number and team', () => {
    expect(streamLabel(stream(1, { stream_title: 'Caméra embarquée' }))).toBe('Caméra embarquée');
    expect(streamLabel(stream(1, { stream_title: '  ' }))).toBe('#83 AF Corse');
  });
});

describe('noStreamReason', () => {
  it('says the streams are another event’s for a session of another event, whatever its state', () => {
    expect(noStreamReason(true, 'running')).toBe('other-event');
    expect(noStreamReason(true, 'finished')).toBe('other-event');
  });

  it.each(['scheduled', 'running', 'paused'] as const)('says none is on at this moment while %s', (phase) => {
    expect(noStreamReason(false, phase)).toBe('not-now');
  });

  it.each(['finished', 'stopped', 'none'] as const)('says the event is over once %s', (phase) => {
    expect(noStreamReason(false, phase)).toBe('over');
  });
});
