import { useEffect, useRef, useState } from 'react';
import { afterLoadWhenIdle } from '../../shell/after-load.ts';
import { HOME_TEXT } from './home-texts.ts';
import { PROMO_VIDEO_EMBED_URL, promoVideoSrc } from './promo-video.ts';

/**
 * The promotional film, autoplaying muted in a loop. The page's own controls (sound, play/pause,
 * fullscreen) show on hover and on keyboard focus; sound and play change the player's address. The player
 * (a third party's page and its scripts) comes once the page has loaded and the browser is idle: on a phone
 * it must not hold up the page's own first screen; its box keeps its size meanwhile.
 */
export function PromoVideoPlayer() {
  const [player, setPlayer] = useState(false);
  useEffect(() => afterLoadWhenIdle(() => setPlayer(true), 0), []);
  const [muted, setMuted] = useState(true);
  const [playing, setPlaying] = useState(true);
  const frame = useRef<HTMLDivElement>(null);

  const toggleFullscreen = () => {
    // A refused request (no user gesture, unsupported browser) leaves the page as it is.
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void frame.current?.requestFullscreen?.().catch(() => undefined);
  };

  return (
    <div className="promo-video" ref={frame}>
      {player && (
        <iframe
          src={promoVideoSrc(PROMO_VIDEO_EMBED_URL, { muted, playing })}
          title={HOME_TEXT.videoTitle}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        />
      )}
      <div className="promo-video-controls">
        <button type="button" onClick={() => setMuted(!muted)}>
          {muted ? HOME_TEXT.unmute : HOME_TEXT.mute}
        </button>
        <button type="button" onClick={() => setPlaying(!playing)}>
          {playing ? HOME_TEXT.pause : HOME_TEXT.play}
        </button>
        <button type="button" onClick={toggleFullscreen}>
          {HOME_TEXT.fullscreen}
        </button>
      </div>
    </div>
  );
}
