import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { Replay } from '../../api/types.ts';
import { embedUrl } from '../live/videos/streams.ts';
import { ReplayMeta } from './replay-meta.tsx';
import { shareUrl, REPLAYS_TEXT as TEXT } from './replay-rules.ts';
import { ReplayTeam } from './replay-team.tsx';
import { shareLink } from './share-link.ts';

/**
 * The full-screen player (spec part 2 §2): the embedded video, the team, date, duration and a share
 * button. A modal <dialog> keeps the focus inside and the rest of the page inert; the page's scrolling is
 * locked by the stylesheet while it is open. Escape and the button close it, and the focus goes back to the
 * card that opened it.
 */
export function ReplayPlayer({ replay, onClose }: { replay: Replay; onClose: () => void }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [copied, setCopied] = useState(false);

  // Closed before it leaves the page (a layout effect's cleanup runs before the removal): closing a modal
  // dialog is what gives the focus back to the element that had it when it opened.
  useLayoutEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  const share = async () => {
    const url = shareUrl(window.location.origin, replay);
    setCopied((await shareLink({ title: replay.title, url })) === 'copied');
  };

  return (
    <dialog
      ref={dialog}
      className="replay-player"
      aria-labelledby={`${id}-title`}
      // Escape: the page unmounts the dialog itself, rather than the browser closing it behind React's back.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className="replay-player-header">
        <ReplayTeam replay={replay} heading={{ id: `${id}-title`, level: 2 }} />
        <button type="button" className="replay-player-close" onClick={onClose} aria-label={TEXT.close}>
          ×
        </button>
      </header>
      <div className="replay-player-frame">
        <iframe
          src={embedUrl(replay.replay_url ?? replay.stream_url ?? '')}
          title={replay.title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
        />
      </div>
      <footer className="replay-player-footer">
        <div>
          {replay.stream_title && <p className="replay-title">{replay.stream_title}</p>}
          <ReplayMeta replay={replay} />
        </div>
        <div className="replay-player-share">
          <button type="button" onClick={() => void share()}>
            {TEXT.share}
          </button>
          <p role="status">{copied ? TEXT.copied : ''}</p>
        </div>
      </footer>
    </dialog>
  );
}
