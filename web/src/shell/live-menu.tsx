import { useSignals } from '@preact/signals-react/runtime';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useT } from '../i18n/use-language.tsx';
import { racePhase } from '../stores/live-state-store.ts';
import { isCurrentSection, LIVE_LINKS } from './nav-links.ts';

/**
 * The Live entry of the navigation: the link to the live hub, a disclosure button for its two pages
 * (Classement, Vidéos), and a pulsing dot while the race's phase says the race is under way. Escape or leaving the menu closes it.
 */
export function LiveMenu({ href, label }: { href: string; label: string }) {
  useSignals();
  const t = useT();
  const [path] = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu.
  useEffect(() => setOpen(false), [path]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // Handled here: the mobile menu around it stays open.
    event.preventDefault();
    setOpen(false);
    toggle.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <li className="live-menu" onKeyDown={onKeyDown} onBlur={onBlur}>
      <Link href={href} aria-current={isCurrentSection(href, path) ? 'page' : undefined}>
        {label}
        {racePhase.value.live && (
          <span className="live-dot">
            <span className="visually-hidden"> {t('nav.live_now')}</span>
          </span>
        )}
      </Link>
      <button
        ref={toggle}
        type="button"
        className="live-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <span className="visually-hidden">{t('nav.live_pages')}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <ul id={menuId} className="live-menu__list" hidden={!open}>
        {LIVE_LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href} aria-current={path === link.href ? 'page' : undefined}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
