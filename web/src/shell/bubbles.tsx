import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useT } from '../i18n/use-language.tsx';
import { now } from '../stores/clock.ts';
import { isBubbleVisible, mayBubblesFloat } from './bubble-rule.ts';
import { readStored, writeStored } from './storage.ts';
import './bubbles.css';

const CONTACT_KEY = 'lemans-live:bulle-contact';
const DONATION_KEY = 'lemans-live:bulle-don';

/**
 * A floating bubble with its close button. Closing stores the time: the bubble stays hidden for 24 hours,
 * then comes back by itself, the page clock re-checking the rule.
 */
function Bubble({
  storageKey,
  closeLabel,
  children,
}: {
  storageKey: string;
  closeLabel: string;
  children: ReactNode;
}) {
  useSignals();
  const [dismissedAt, setDismissedAt] = useState(() => readStored(storageKey));
  if (!isBubbleVisible(dismissedAt, now.value)) return null;
  const close = () => {
    const at = String(Date.now());
    writeStored(storageKey, at);
    setDismissedAt(at);
  };
  return (
    <div className="bubble">
      {children}
      <button type="button" className="bubble__close" onClick={close}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{closeLabel}</span>
      </button>
    </div>
  );
}

/**
 * The donation bubble: '1€ = 1 café' unfolds a short note on what a donation pays for, with the way to
 * reach the team.
 */
function DonationBubble() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const noteId = useId();
  return (
    <div className="bubble__donation">
      <button
        type="button"
        className="bubble__main"
        aria-expanded={open}
        aria-controls={noteId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">☕</span> {t('bubbles.donation')}
      </button>
      <div id={noteId} className="bubble__note" hidden={!open}>
        <p>{t('bubbles.donation_note')}</p>
        <Link href="/contact">{t('bubbles.donation_contact')}</Link>
      </div>
    </div>
  );
}

/**
 * The contact and donation bubbles (spec part 1 §2): floating above the bottom banner from 768 px, docked
 * at the end of the page on a phone and on the live pages, where floating they covered the ranking's rows,
 * the map and its running order.
 */
export function Bubbles() {
  const t = useT();
  const [path] = useLocation();
  return (
    <aside className={`bubbles${mayBubblesFloat(path) ? ' may-float' : ''}`} aria-label={t('bubbles.label')}>
      <Bubble storageKey={DONATION_KEY} closeLabel={t('bubbles.hide_donation')}>
        <DonationBubble />
      </Bubble>
      <Bubble storageKey={CONTACT_KEY} closeLabel={t('bubbles.hide_contact')}>
        <Link href="/contact" className="bubble__main">
          <span aria-hidden="true">✉</span> {t('bubbles.contact')}
        </Link>
      </Bubble>
    </aside>
  );
}
