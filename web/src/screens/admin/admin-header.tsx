import { Link, useLocation } from 'wouter';
import { t } from '../../i18n/i18n.ts';
import { ADMIN_HOME, ADMIN_MENU, breadcrumbOf } from './admin-nav.ts';
import { logOut, SESSION_TEXT } from './admin-session.ts';

/**
 * The admin area's own header (spec part 2 §2): back, breadcrumb, menu and logout. It replaces the public
 * site's navigation, so that the administrator stays within the area until choosing to leave it.
 */
export function AdminHeader() {
  const [path, navigate] = useLocation();
  const crumbs = breadcrumbOf(path);

  // A tab opened on an admin page has nothing to go back to: the dashboard stands in for it.
  function back() {
    if (window.history.length > 1) window.history.back();
    else navigate(ADMIN_HOME);
  }

  async function leave() {
    if (!window.confirm(SESSION_TEXT.logoutConfirm)) return;
    await logOut();
    navigate('/');
  }

  return (
    <header className="admin-header">
      <div className="admin-header-inner">
        <button type="button" className="admin-back" onClick={back} aria-label={t('admin.header.back')}>
          <span aria-hidden="true">←</span>
        </button>
        <nav aria-label={t('admin.header.breadcrumb')} className="admin-breadcrumb">
          <ol>
            {crumbs.map((crumb, index) =>
              index === crumbs.length - 1 ? (
                <li key={crumb.href} aria-current="page">
                  {crumb.label}
                </li>
              ) : (
                <li key={crumb.href}>
                  <Link href={crumb.href}>{crumb.label}</Link>
                </li>
              ),
            )}
          </ol>
        </nav>
        <button type="button" className="admin-logout" onClick={leave}>
          {t('admin.header.logout')}
        </button>
      </div>
      <nav aria-label={t('admin.header.menu')} className="admin-menu">
        <ul>
          {ADMIN_MENU.map((link) => (
            <li key={link.href}>
              <Link href={link.href} aria-current={link.href === path ? 'page' : undefined}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
