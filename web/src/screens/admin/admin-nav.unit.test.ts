import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, adminPageTitle, breadcrumbOf } from './admin-nav.ts';

describe('admin navigation', () => {
  it('names the dashboard alone and a section after it', () => {
    expect(breadcrumbOf('/admin')).toEqual([{ label: 'Administration', href: '/admin' }]);
    expect(breadcrumbOf('/admin/messages/')).toEqual([
      { label: 'Administration', href: '/admin' },
      { label: 'Messages', href: '/admin/messages' },
    ]);
    expect(breadcrumbOf('/admin/streams').map((crumb) => crumb.label)).toEqual([
      'Administration',
      'Streams Live',
    ]);
    expect(breadcrumbOf('/admin/inconnue')).toEqual([{ label: 'Administration', href: '/admin' }]);
  });

  it('names the race events page', () => {
    expect(adminPageTitle('/admin/epreuves')).toBe('Épreuves — Administration');
  });

  it('titles the document from the page to the area', () => {
    expect(adminPageTitle('/admin')).toBe('Administration');
    expect(adminPageTitle('/admin/streams')).toBe('Streams Live — Administration');
  });

  it('names the sessions page (recordings and replays)', () => {
    expect(breadcrumbOf('/admin/enregistrements').map((crumb) => crumb.label)).toEqual([
      'Administration',
      'Sessions',
    ]);
    expect(adminPageTitle('/admin/enregistrements/')).toBe('Sessions — Administration');
  });

  it('offers the sections and the way back to the site', () => {
    expect(ADMIN_MENU.map((link) => link.label)).toEqual([
      'Dashboard',
      'Messages',
      'Streams Live',
      'Sessions',
      'Épreuves',
      'Retour au site',
    ]);
    expect(ADMIN_MENU.find((link) => link.label === 'Sessions')?.href).toBe('/admin/enregistrements');
    expect(ADMIN_MENU.find((link) => link.label === 'Épreuves')?.href).toBe('/admin/epreuves');
  });
});
