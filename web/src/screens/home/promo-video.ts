/**
 * The home page's promotional video: a YouTube player whose mute and play state live in its address
 * (spec part 1 §2 and §4), so toggling either rebuilds the address and the player reloads in that state.
 */

/** The promotional film's embeddable address (privacy-enhanced player: no cookie before playback). */
export const PROMO_VIDEO_EMBED_URL = 'https://www.youtube-nocookie.com/embed/Xc8nvNW_bhM';

export interface PlayerState {
  muted: boolean;
  playing: boolean;
}

/**
 * The player address for a state. Looping one video needs it named as its own playlist; the player's own
 * controls are hidden because the page draws its own.
 */
export function promoVideoSrc(embedUrl: string, { muted, playing }: PlayerState): string {
  const url = new URL(embedUrl);
  const id = url.pathname.split('/').pop() ?? '';
  url.searchParams.set('autoplay', playing ? '1' : '0');
  url.searchParams.set('mute', muted ? '1' : '0');
  url.searchParams.set('loop', '1');
  url.searchParams.set('playlist', id);
  url.searchParams.set('controls', '0');
  url.searchParams.set('playsinline', '1');
  url.searchParams.set('rel', '0');
  return url.toString();
}
