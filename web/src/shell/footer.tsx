import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { useLanguage, useT } from '../i18n/use-language.tsx';
import { lastUpdate } from '../stores/live-store.ts';
import { ConnectionStatus } from './connection-status.tsx';
import { LIVE_LINKS, NAV_LINKS } from './nav-links.ts';
import './footer.css';

const PARTNERS = ['FIA WEC', 'ACO', 'Al Kamel Systems'];
/** The live pages follow the Live link, as in the top bar's dropdown. */
const FOOTER_LINKS = NAV_LINKS.flatMap((link) => (link.href === '/live' ? [link, ...LIVE_LINKS] : [link]));

/** The footer (spec part 1 §2): sections, last live update, connection state, partners and the data credit. */
export function Footer() {
  useSignals();
  const t = useT();
  const language = useLanguage();
  const updated = lastUpdate.value;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t('footer.sitemap')}>
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__status">
          <p>
            {t('footer.last_update')}{' '}
            {updated === null ? (
              '—'
            ) : (
              <time dateTime={new Date(updated).toISOString()}>
                {new Date(updated).toLocaleTimeString(language)}
              </time>
            )}
          </p>
          <ConnectionStatus />
        </div>
        <ul className="site-footer__partners" aria-label={t('footer.partners')}>
          {PARTNERS.map((partner) => (
            <li key={partner} className="partner-badge">
              {partner}
            </li>
          ))}
        </ul>
        <p className="site-footer__credit">{t('footer.data_credit')}</p>
      </div>
    </footer>
  );
}
