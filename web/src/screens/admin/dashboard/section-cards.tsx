import { Link } from 'wouter';
import type { AdminMessageId } from '../../../i18n/catalog-types.ts';
import { t } from '../../../i18n/i18n.ts';

const SECTIONS = [
  {
    href: '/admin/messages',
    title: 'admin.nav.messages',
    text: 'admin.sections.messages',
  },
  {
    href: '/admin/streams',
    title: 'admin.nav.streams',
    text: 'admin.sections.streams',
  },
  {
    href: '/sessions',
    title: 'admin.nav.sessions',
    text: 'admin.sections.sessions',
  },
] as const satisfies readonly { href: string; title: AdminMessageId; text: AdminMessageId }[];

/** The dashboard's ways into each section. */
export function SectionCards() {
  return (
    <ul className="admin-sections">
      {SECTIONS.map((section) => (
        <li key={section.href}>
          <Link href={section.href} className="card admin-section-card">
            <strong>{t(section.title)}</strong>
            <span className="muted">{t(section.text)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
