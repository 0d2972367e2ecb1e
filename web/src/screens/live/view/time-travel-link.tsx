import { Link } from 'wouter';
import { useT } from '../../../i18n/use-language.tsx';

/**
 * The way into time travel from a live view, or, until the session shown is known, its words alone in
 * their place: a longer language wraps them to a line of their own, which appearing late would push the
 * table or the map down.
 */
export function TimeTravelLink({ href }: { href: string | null }) {
  const t = useT();
  return href ? (
    <Link href={href}>{t('ranking.time_travel')}</Link>
  ) : (
    <span className="muted">{t('ranking.time_travel')}</span>
  );
}
