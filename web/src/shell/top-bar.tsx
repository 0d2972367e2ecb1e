import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useT } from '../i18n/use-language.tsx';
import { ConnectionStatus } from './connection-status.tsx';
import { LanguageSelect } from './language-select.tsx';
import { LiveMenu } from './live-menu.tsx';
import { isCurrentSection, NAV_LINKS } from './nav-links.ts';
import './top-bar.css';

const MENU_ID = 'menu-principal';

/**
 * The sticky top bar (spec part 1 §2): logo, navigation, connection state and language. Below 768 px the
 * navigation and the language fold into a menu opened by the hamburger button; a navigation or Escape
 * folds it again.
 */
export function TopBar() {
  const t = useT();
  const [path] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu.
  useEffect(() => setMenuOpen(false), [path]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // An Escape already used by the Live dropdown inside leaves the menu open.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMenuOpen(false);
      burger.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Link href="/" className="top-bar__logo">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>Le Mans live</span>
        </Link>
        <ConnectionStatus withRetry />
        <button
          ref={burger}
          type="button"
          className="top-bar__burger"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="top-bar__burger-lines" aria-hidden="true" />
          <span className="visually-hidden">{t('nav.menu')}</span>
        </button>
        <div id={MENU_ID} className={`top-bar__menu${menuOpen ? ' is-open' : ''}`}>
          <nav aria-label={t('nav.main')}>
            <ul className="top-bar__links">
              {NAV_LINKS.map((link) =>
                link.href === '/live' ? (
                  <LiveMenu key={link.href} href={link.href} label={t(link.label)} />
                ) : (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      aria-current={isCurrentSection(link.href, path) ? 'page' : undefined}
                    >
                      {t(link.label)}
                    </Link>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <LanguageSelect />
        </div>
      </div>
    </header>
  );
}
