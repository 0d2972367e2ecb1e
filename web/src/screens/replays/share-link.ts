/** What sharing a replay came to: the browser's own sheet, the address copied, or nothing possible. */
export type ShareOutcome = 'shared' | 'copied' | 'failed';

type Sharing = Partial<Pick<Navigator, 'share' | 'clipboard'>>;

/**
 * The browser's share sheet when it has one; when it has none or the sharing fails (spec part 2 §8), the
 * address is copied to the clipboard instead.
 */
export async function shareLink(
  data: { title: string; url: string },
  sharing: Sharing = navigator,
): Promise<ShareOutcome> {
  if (typeof sharing.share === 'function') {
    try {
      await sharing.share(data);
      return 'shared';
    } catch {
      // Refused, cancelled or not allowed here: the copy below still gives the visitor the link.
    }
  }
  try {
    if (!sharing.clipboard) return 'failed';
    await sharing.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
