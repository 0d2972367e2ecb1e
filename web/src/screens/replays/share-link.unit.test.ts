import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share-link.ts';

const data = { title: '#83 AF Corse', url: 'https://lemans.example/replays?team=83' };
const clipboard = () => ({ writeText: vi.fn(async (_text: string) => undefined) }) as unknown as Clipboard;

describe('shareLink', () => {
  it('uses the share sheet when the browser has one', async () => {
    const share = vi.fn(async () => undefined);
    const copy = clipboard();
    expect(await shareLink(data, { share, clipboard: copy })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(copy.writeText).not.toHaveBeenCalled();
  });

  it('copies the address when sharing fails or does not exist', async () => {
    const copy = clipboard();
    const share = vi.fn(async () => Promise.reject(new Error('AbortError')));
    expect(await shareLink(data, { share, clipboard: copy })).toBe('copied');
    expect(await shareLink(data, { clipboard: copy })).toBe('copied');
    expect(copy.writeText).toHaveBeenCalledTimes(2);
    expect(copy.writeText).toHaveBeenCalledWith(data.url);
  });

  it('says so when neither works', async () => {
    const refused = { writeText: async () => Promise.reject(new Error('denied')) } as unknown as Clipboard;
    expect(await shareLink(data, { clipboard: refused })).toBe('failed');
    expect(await shareLink(data, {})).toBe('failed');
  });
});
