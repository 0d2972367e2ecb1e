import { Link } from 'wouter';

const SECTIONS = [
  {
    href: '/admin/messages',
    title: 'Messages',
    text: 'Lire et traiter les messages envoyés par les visiteurs.',
  },
  {
    href: '/admin/streams',
    title: 'Streams Live',
    text: 'Ajouter, modifier, masquer les liens vidéo des équipes.',
  },
  {
    href: '/sessions',
    title: 'Sessions',
    text: 'Consulter l’historique des sessions et leurs classements.',
  },
] as const;

/** The dashboard's ways into each section. */
export function SectionCards() {
  return (
    <ul className="admin-sections">
      {SECTIONS.map((section) => (
        <li key={section.href}>
          <Link href={section.href} className="card admin-section-card">
            <strong>{section.title}</strong>
            <span className="muted">{section.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
