import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dismissToasts, openAdmin, toast } from './support/admin-pages.ts';
import { openPage, prepareTab, saveScreenshots, waitForNextFrame } from './support/pages.ts';
import { ADMIN_PASSWORD } from './support/site-stack.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * The admin area (spec part 2 §2, §4, §5, §8) on the whole site: the login gate against the server's
 * password, the dashboard's real quick actions, stream management, message triage, and what keeps it safe
 * (no secret in the bundle or the browser's storage, visitors' texts never run as HTML).
 */

interface TeamChoice {
  team_number: string;
  team_name: string;
  car_name: string;
}
interface AdminMessage {
  id: number;
  message: string;
  status: string;
}

const site = useSiteStack();

/** The admin API as a script calls it: the password in X-Admin-Password instead of a session. */
async function adminCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${site.stack.url}/api/admin${path}`, {
    method,
    headers: { 'x-admin-password': ADMIN_PASSWORD, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

const gateTitle = (page: Page) => page.getByRole('heading', { name: 'Accès Administrateur' });
const passwordField = (page: Page) => page.getByLabel('Mot de passe');
describe('login gate and logout', () => {
  it('refuses a wrong password, lets the right one in, keeps no secret and logs out after confirmation', async () => {
    await site.browser.withPage('admin-login', async (page) => {
      await prepareTab(page, site.stack.url);
      await page.goto(`${site.stack.url}/admin/streams`);
      await gateTitle(page).waitFor({ timeout: 15_000 });
      expect(await page.locator('.top-bar').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Annuler' }).getAttribute('href')).toBe('/');
      await saveScreenshots(page, 'admin-login');

      // Wrong password: the server's refusal, the field emptied.
      await passwordField(page).fill('pas-le-bon');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.getByText('Mot de passe administrateur incorrect').waitFor();
      expect(await passwordField(page).inputValue()).toBe('');

      // Throttled: the wait the server names; any other failure: the generic text.
      const wait = 'Trop de tentatives de connexion : réessayez dans 15 minutes.';
      await page.route('**/api/admin/login', (route) =>
        route.fulfill({ status: 429, json: { error: wait, code: 'admin.too_many_attempts', minutes: 15 } }),
      );
      await passwordField(page).fill('encore');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.getByText(wait).waitFor();
      await page.unroute('**/api/admin/login');
      await page.route('**/api/admin/login', (route) => route.fulfill({ status: 500, body: 'panne' }));
      await passwordField(page).fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.getByText('Erreur lors de la connexion').waitFor();
      await page.unroute('**/api/admin/login');

      await passwordField(page).fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.getByRole('heading', { name: 'Streams Live', level: 1 }).waitFor({ timeout: 15_000 });
      expect(await page.title()).toBe('Streams Live — Administration — Le Mans live');

      // Nothing of the session is readable by the page: no stored password, an HttpOnly cookie.
      const stored = await page.evaluate(() => {
        const storage = (globalThis as unknown as { localStorage: Record<string, string> }).localStorage;
        return { keys: Object.keys(storage), values: Object.values(storage).join('\n') };
      });
      expect(stored.keys).not.toContain('admin-password');
      expect(stored.values).not.toContain(ADMIN_PASSWORD);
      expect(
        await page.evaluate(
          () => (globalThis as unknown as { document: { cookie: string } }).document.cookie,
        ),
      ).not.toContain('lemans_admin');
      const cookie = (await page.context().cookies()).find((item) => item.name === 'lemans_admin');
      expect(cookie).toMatchObject({ httpOnly: true, path: '/api/admin', sameSite: 'Strict' });

      // Header: breadcrumb and menu.
      expect(await page.getByRole('navigation', { name: "Fil d'Ariane" }).textContent()).toBe(
        'AdministrationStreams Live',
      );
      const menu = page.getByRole('navigation', { name: "Menu d'administration" });
      expect(await menu.getByRole('link').allTextContents()).toEqual([
        'Dashboard',
        'Messages',
        'Streams Live',
        'Sessions',
        'Épreuves',
        'Retour au site',
      ]);
      await menu.getByRole('link', { name: 'Messages' }).click();
      await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Retour' }).click();
      await page.getByRole('heading', { name: 'Streams Live', level: 1 }).waitFor();

      // Logout: refused once, then confirmed.
      const dialogs: string[] = [];
      page.once('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.getByRole('button', { name: 'Déconnexion' }).click();
      expect(dialogs).toEqual(['Êtes-vous sûr de vouloir vous déconnecter ?']);
      expect(new URL(page.url()).pathname).toBe('/admin/streams');
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'Déconnexion' }).click();
      await page.waitForURL(`${site.stack.url}/`);
      await page.locator('.top-bar').waitFor();
      await page.goto(`${site.stack.url}/admin`);
      await gateTitle(page).waitFor({ timeout: 15_000 });
    });
  });

  it('shows the gate again when a call finds the session over', async () => {
    await site.browser.withPage('admin-expired', async (page) => {
      await openAdmin(page, site.stack.url, '/admin/messages');
      await page.context().clearCookies();
      // The click's call finds the session over, unless a refresh of the page's own did it first and the
      // gate has already replaced the menu.
      const link = page
        .getByRole('navigation', { name: "Menu d'administration" })
        .getByRole('link', { name: 'Streams Live' });
      await Promise.race([link.click().catch(() => undefined), gateTitle(page).waitFor({ timeout: 15_000 })]);
      await gateTitle(page).waitFor({ timeout: 15_000 });
      await page.getByText('Votre session a expiré : reconnectez-vous.').waitFor();
    });
  });
});

describe('dashboard /admin', () => {
  it('shows the figures, runs the three quick actions and fills the system card', async () => {
    await site.browser.withPage('admin-dashboard', async (page) => {
      await openAdmin(page, site.stack.url, '/admin');
      await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor();
      const messageStats = await adminCall<{ total: number; new_count: number }>('GET', '/messages/stats');
      const tile = (name: string) => page.locator(`[data-tile="${name}"] .admin-tile-value`);
      await expect.poll(() => tile('messages').textContent()).toBe(String(messageStats.total));
      await expect.poll(() => tile('sessions').textContent()).toMatch(/^\d+$/);
      await expect.poll(() => tile('news').textContent()).toMatch(/^\d+$/);
      await expect.poll(() => tile('analytics').textContent()).toMatch(/^\d+$/);
      for (const href of ['/admin/messages', '/admin/streams', '/sessions'])
        expect(await page.locator(`.admin-sections a[href="${href}"]`).count()).toBe(1);
      expect(await page.locator('.admin-upcoming li').allTextContents()).toEqual([
        'Gestion des actualités',
        'Notifications push',
        'Analytique avancée',
        'Gestion des utilisateurs',
      ]);
      const login = page.locator('.admin-activity li[data-action="login"]').first();
      await login.waitFor();
      expect(await login.locator('time').textContent()).toMatch(/^\d{2}:\d{2}$/);
      expect(await login.locator('span').textContent()).toBe('Connexion administrateur');

      const result = page.locator('.admin-actions-result');
      const button = (name: string) => page.getByRole('button', { name });

      // Sync: a sync that just ran is said so; otherwise the socket's notice ends the wait.
      await site.stack.redis.client.set('sync:cooldown', new Date().toISOString(), 'PX', 60_000);
      await button('Sync données').click();
      await result.getByText(/Une synchronisation vient d’avoir lieu/).waitFor({ timeout: 15_000 });
      await site.stack.redis.client.del('sync:cooldown');
      await button('Sync données').click();
      await result.getByText('Synchronisation terminée avec succès !').waitFor({ timeout: 35_000 });
      await page.route('**/api/admin/sync', (route) =>
        route.fulfill({ status: 500, json: { error: 'panne' } }),
      );
      await button('Sync données').click();
      await result.getByText('Erreur lors de la synchronisation').waitFor();
      await page.unroute('**/api/admin/sync');

      // Cache: the server's count, or the error when the route is missing or failing.
      const flush = await fetch(`${site.stack.url}/api/admin/cache/flush`, {
        method: 'POST',
        headers: { 'x-admin-password': ADMIN_PASSWORD },
      });
      await button('Vider cache').click();
      if (flush.ok) await result.getByText(/^Cache vidé : \d+ entrées? supprimées?\.$/).waitFor();
      else await result.getByText('Erreur lors du vidage du cache').waitFor();
      await page.route('**/api/admin/cache/flush', (route) => route.fulfill({ status: 500, json: {} }));
      await button('Vider cache').click();
      await result.getByText('Erreur lors du vidage du cache').waitFor();
      await page.unroute('**/api/admin/cache/flush');

      // System: every part measured by the server.
      await button('Vérifier système').click();
      await page.locator('[data-system="version"]').waitFor();
      expect(await page.locator('[data-system="version"]').textContent()).toBe('2025.1.0');
      expect(await page.locator('[data-system="postgres"]').textContent()).toMatch(/^OK \(\d+ ms\)$/);
      expect(await page.locator('[data-system="redis"]').textContent()).toMatch(/^OK \(\d+ ms\)$/);
      for (const service of ['api', 'ingest', 'realtime']) {
        const uptime = page.locator(`[data-service="${service}"] [data-uptime]`).first();
        expect(await uptime.textContent()).toMatch(/^(\d+j )?(\d+h )?\d+m$/);
      }
      expect(await page.locator('[data-queue="poll-feed"]').count()).toBe(1);
      expect(await page.locator('[data-system="websocket"]').textContent()).toMatch(/^\d+$/);
      expect(await page.locator('[data-system="feed"]').textContent()).toMatch(
        /^dernière interrogation il y a \d+/,
      );
      await result.getByText(/Système opérationnel|Problèmes détectés/).waitFor();

      // A failed job and a silent service are shown as problems.
      await page.route('**/api/admin/system', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        body.queues['catalogue-sync'].failed = 2;
        body.services = body.services.filter((service: { service: string }) => service.service !== 'ingest');
        await route.fulfill({ response, json: body });
      });
      await button('Vérifier système').click();
      await result.getByText('Problèmes détectés :').waitFor();
      expect(await result.locator('li').allTextContents()).toEqual(
        expect.arrayContaining([
          'Le service ingest ne se signale pas',
          'File catalogue-sync : 2 travaux en échec',
        ]),
      );
      expect(await page.locator('[data-queue="catalogue-sync"] td.admin-bad').textContent()).toBe('2');
      await page.unroute('**/api/admin/system');
      await page.route('**/api/admin/system', (route) => route.fulfill({ status: 500, json: {} }));
      await button('Vérifier système').click();
      await result.getByText('Erreur lors de la vérification du système').waitFor();
      await page.unroute('**/api/admin/system');
      await button('Vérifier système').click();
      await result.getByText(/Système opérationnel|Problèmes détectés/).waitFor();

      // The actions are in the activity.
      await page.locator('.admin-activity li[data-action="sync"]').first().waitFor();
      expect(await page.locator('.admin-activity li[data-action="sync"] span').first().textContent()).toBe(
        'Synchronisation des données demandée',
      );
      await saveScreenshots(page, 'admin');

      // Statistics that cannot be read leave their tile empty, silently.
      await page.route('**/api/admin/messages/stats', (route) => route.fulfill({ status: 500, json: {} }));
      await page.reload();
      await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor();
      await expect.poll(() => tile('streams').textContent()).toMatch(/^\d+$/);
      expect(await tile('messages').textContent()).toBe('—');
      expect(await page.getByRole('alert').count()).toBe(0);
    });
  });
});

describe('streams /admin/streams', () => {
  it('adds with the autocomplete, edits, toggles, opens the replay and deletes', async () => {
    const teams = (await (await fetch(`${site.stack.url}/api/teams-autocomplete`)).json()) as TeamChoice[];
    const team = teams.find((choice) => choice.team_name.length > 4) ?? teams[0];
    if (!team) throw new Error('no team');
    await adminCall('POST', '/streams', {
      team_number: '999',
      team_name: 'Équipe masquée',
      stream_url: 'https://www.youtube.com/watch?v=masque',
      status: 'live',
      is_active: false,
    });

    await site.browser.withPage('admin-streams', async (page) => {
      await openAdmin(page, site.stack.url, '/admin/streams');
      await page.locator('.admin-stream').first().waitFor();
      expect(await page.getByRole('link', { name: /Voir la page Live/ }).getAttribute('href')).toBe('/live');

      // Add: the autocomplete fills number and name.
      const search = page.getByRole('combobox', { name: 'Rechercher une équipe' });
      await search.fill(team.team_name.toUpperCase());
      await page.getByRole('option', { name: new RegExp(`^#${team.team_number} `) }).click();
      expect(await page.getByLabel('Numéro *').inputValue()).toBe(team.team_number);
      expect(await page.getByLabel("Nom de l'équipe *").inputValue()).toBe(team.team_name);
      expect(await page.getByLabel('URL de la vidéo *').getAttribute('type')).toBe('url');
      expect(await page.getByLabel('Visible du public').isChecked()).toBe(true);
      await page.getByLabel('URL de la vidéo *').fill('https://www.youtube.com/watch?v=direct');
      await page.getByLabel('Titre (optionnel)').fill('Caméra embarquée');
      await page.getByLabel('Statut *').selectOption('live');
      await page.getByRole('button', { name: 'Ajouter le stream' }).click();
      await toast(page, 'Stream ajouté avec succès!').waitFor();
      const item = page.locator('.admin-stream', { hasText: 'Caméra embarquée' });
      await item.waitFor();
      expect(await item.locator('.admin-badge').allTextContents()).toEqual(['🔴 En Direct']);
      expect(await item.locator('.admin-stream-meta time').textContent()).toMatch(
        /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
      );
      expect(await item.getByRole('link', { name: 'Voir Replay' }).count()).toBe(0);
      expect(await page.getByLabel('Numéro *').inputValue()).toBe('');
      const hidden = page.locator('.admin-stream', { hasText: 'Équipe masquée' });
      expect(await hidden.locator('.admin-badge').allTextContents()).toEqual(['🔴 En Direct', '🔒 Masqué']);

      // The server's reason when it refuses.
      await page.getByLabel('Numéro *').fill('12');
      await page.getByLabel("Nom de l'équipe *").fill('Refusée');
      await page.getByLabel('URL de la vidéo *').fill('ftp://example.com/video');
      await page.getByRole('button', { name: 'Ajouter le stream' }).click();
      await toast(
        page,
        "Erreur lors de la sauvegarde : L'URL de la vidéo doit être une adresse http(s) valide",
      ).waitFor();
      await page.route('**/api/admin/streams', (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
      );
      await page.getByLabel('URL de la vidéo *').fill('https://example.com/video');
      await page.getByRole('button', { name: 'Ajouter le stream' }).click();
      await page
        .locator('.Toastify__toast')
        .filter({ hasText: /^Erreur lors de la sauvegarde$/ })
        .waitFor();
      await page.unroute('**/api/admin/streams');

      // Edit: no autocomplete; replay status.
      await item.getByRole('button', { name: 'Modifier' }).click();
      await page.getByRole('heading', { name: `Modifier le stream #${team.team_number}` }).waitFor();
      expect(await page.getByRole('combobox', { name: 'Rechercher une équipe' }).count()).toBe(0);
      expect(await page.getByLabel('Titre (optionnel)').inputValue()).toBe('Caméra embarquée');
      await page.getByLabel('Statut *').selectOption('replay');
      await page.getByLabel('Titre (optionnel)').fill('Course complète');
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await toast(page, 'Stream modifié avec succès!').waitFor();
      const replay = page.locator('.admin-stream', { hasText: 'Course complète' });
      await replay.waitFor();
      expect(await replay.locator('.admin-badge').allTextContents()).toEqual(['🎬 Replay']);
      expect(await replay.locator('.admin-replay-hint').textContent()).toContain('Replay disponible');
      expect(await page.getByRole('combobox', { name: 'Rechercher une équipe' }).count()).toBe(1);

      // 'Voir Replay' opens the replays page of the team in a new tab.
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        replay.getByRole('link', { name: 'Voir Replay' }).click(),
      ]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname + new URL(tab.url()).search).toBe(
        `/replays?team=${team.team_number}`,
      );
      await tab.close();

      // Toggle: hidden, then shown again; a failure says so.
      await replay.getByRole('button', { name: 'Désactiver' }).click();
      await expect
        .poll(() => replay.locator('.admin-badge').allTextContents())
        .toEqual(['🎬 Replay', '🔒 Masqué']);
      await replay.getByRole('button', { name: 'Activer' }).click();
      await expect.poll(() => replay.locator('.admin-badge').allTextContents()).toEqual(['🎬 Replay']);
      await page.route('**/api/admin/streams/*/toggle', (route) => route.fulfill({ status: 500, json: {} }));
      await replay.getByRole('button', { name: 'Désactiver' }).click();
      await toast(page, 'Erreur lors du changement de statut').waitFor();
      await page.unroute('**/api/admin/streams/*/toggle');

      await dismissToasts(page);
      await saveScreenshots(page, 'admin-streams');

      // Delete: the confirmation names the team; refused, failed, then done.
      const confirmations: string[] = [];
      page.once('dialog', (dialog) => {
        confirmations.push(dialog.message());
        void dialog.dismiss();
      });
      await replay.getByRole('button', { name: 'Supprimer' }).click();
      expect(confirmations).toEqual([
        `Êtes-vous sûr de vouloir supprimer le stream de l'équipe #${team.team_number} ?`,
      ]);
      expect(await replay.count()).toBe(1);
      await page.route('**/api/admin/streams/*', (route) =>
        route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: {} }) : route.fallback(),
      );
      page.once('dialog', (dialog) => void dialog.accept());
      await replay.getByRole('button', { name: 'Supprimer' }).click();
      await toast(page, 'Erreur lors de la suppression').waitFor();
      await page.unroute('**/api/admin/streams/*');
      page.once('dialog', (dialog) => void dialog.accept());
      await replay.getByRole('button', { name: 'Supprimer' }).click();
      await toast(page, 'Stream supprimé avec succès!').waitFor();
      await replay.waitFor({ state: 'detached' });

      // A list that cannot be read.
      await page.route('**/api/admin/streams', (route) => route.fulfill({ status: 500, json: {} }));
      await page.reload();
      await page.getByRole('alert').filter({ hasText: 'Erreur lors du chargement des streams' }).waitFor();
    });
  });
});

/** Stores a message as if sent `ageMs` ago, with a status. */
async function storeMessage(fields: {
  name: string;
  email?: string;
  subject: string;
  message: string;
  status?: 'new' | 'read' | 'replied';
  ageMs?: number;
}): Promise<number> {
  const row = await site.stack.database.db
    .insertInto('messages')
    .values({
      name: fields.name,
      email: fields.email ?? 'visiteur@example.com',
      subject: fields.subject,
      message: fields.message,
      status: fields.status ?? 'new',
      created_at: new Date(Date.now() - (fields.ageMs ?? 0)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('messages /admin/messages', () => {
  it('counts, filters, opens, moves forward and deletes the messages', async () => {
    await site.stack.database.db.deleteFrom('messages').execute();
    const ids = {
      fresh: await storeMessage({
        name: 'Camille Martin',
        email: 'camille@example.com',
        subject: 'Partage de lien stream',
        message: 'Bonjour,\nvoici le lien du stream de la #51.\n\nMerci !',
        ageMs: 60_000,
      }),
      read: await storeMessage({
        name: 'Louis Bernard',
        subject: 'Question générale',
        message: "À quelle heure commence la course l'an prochain ?",
        status: 'read',
        ageMs: 3 * DAY,
      }),
      replied: await storeMessage({
        name: 'Inès Petit',
        subject: "Suggestion d'amélioration",
        message: 'Un mode sombre serait bienvenu.',
        status: 'replied',
        ageMs: 20 * DAY,
      }),
      old: await storeMessage({
        name: 'Hugo Durand',
        email: 'HUGO@EXEMPLE.FR',
        subject: 'Signaler un problème',
        message: 'La page des pilotes ne se charge pas.',
        ageMs: 40 * DAY,
      }),
    };

    await site.browser.withPage('admin-messages', async (page) => {
      await openAdmin(page, site.stack.url, '/admin/messages');
      const rows = page.locator('.admin-message-list > li');
      await rows.first().waitFor();
      const shownIds = async () =>
        (await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-message-id')))).map(
          Number,
        );
      expect(await shownIds()).toEqual([ids.fresh, ids.read, ids.replied, ids.old]);
      const tile = (name: string) => page.locator(`[data-tile="${name}"] .admin-tile-value`).textContent();
      expect([await tile('total'), await tile('new'), await tile('read'), await tile('replied')]).toEqual([
        '4',
        '2',
        '1',
        '1',
      ]);
      expect(await page.locator('[data-tile="read"] .admin-tile-label').textContent()).toBe('En attente');
      expect(await page.locator('[data-tile="replied"] .admin-tile-label').textContent()).toBe('Traités');

      // Filters, on the client.
      await page.getByLabel('Statut').selectOption('new');
      expect(await shownIds()).toEqual([ids.fresh, ids.old]);
      await page.getByLabel('Statut').selectOption('all');
      await page.getByLabel('Rechercher').fill('hugo@exemple');
      expect(await shownIds()).toEqual([ids.old]);
      await page.getByLabel('Rechercher').fill('MODE SOMBRE');
      expect(await shownIds()).toEqual([ids.replied]);
      await page.getByLabel('Rechercher').fill('stream');
      expect(await shownIds()).toEqual([ids.fresh]);
      await page.getByLabel('Rechercher').fill('introuvable');
      await page.getByText('Aucun message ne correspond aux filtres').waitFor();
      await page.getByLabel('Rechercher').fill('');
      await page.getByLabel('Période').selectOption('today');
      expect(await shownIds()).toEqual([ids.fresh]);
      await page.getByLabel('Période').selectOption('week');
      expect(await shownIds()).toEqual([ids.fresh, ids.read]);
      await page.getByLabel('Période').selectOption('month');
      expect(await shownIds()).toEqual([ids.fresh, ids.read, ids.replied]);
      await page.getByLabel('Période').selectOption('all');
      await saveScreenshots(page, 'admin-messages');

      // Opening a new message reads it; it can then be marked replied, and nothing more.
      const body = () =>
        page.evaluate(
          () =>
            (globalThis as unknown as { document: { body: { style: { overflow: string } } } }).document.body
              .style.overflow,
        );
      await page.locator(`li[data-message-id="${ids.fresh}"] button`).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await body()).toBe('hidden');
      await expect.poll(() => dialog.locator('.admin-status').textContent()).toBe('Lu');
      expect(await dialog.locator('[data-field="message"]').textContent()).toBe(
        'Bonjour,\nvoici le lien du stream de la #51.\n\nMerci !',
      );
      expect(
        await dialog
          .locator('[data-field="message"]')
          .evaluate(
            (element) =>
              (
                globalThis as unknown as { getComputedStyle(target: unknown): { whiteSpace: string } }
              ).getComputedStyle(element).whiteSpace,
          ),
      ).toBe('pre-wrap');
      expect(await dialog.getByRole('button', { name: 'Marquer lu' }).count()).toBe(0);
      await dialog.getByRole('button', { name: 'Marquer répondu' }).click();
      await expect.poll(() => dialog.locator('.admin-status').textContent()).toBe('Répondu');
      expect(await dialog.getByRole('button', { name: /^Marquer/ }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await body()).toBe('');
      expect(await page.locator(`li[data-message-id="${ids.fresh}"]`).getAttribute('data-status')).toBe(
        'replied',
      );
      expect(await tile('replied')).toBe('2');
      expect(
        (await adminCall<AdminMessage[]>('GET', '/messages')).find((m) => m.id === ids.fresh)?.status,
      ).toBe('replied');

      // A read message offers 'Marquer répondu' only; a status change that fails says so.
      await page.locator(`li[data-message-id="${ids.read}"] button`).click();
      expect(await dialog.getByRole('button', { name: 'Marquer lu' }).count()).toBe(0);
      await page.route('**/api/admin/messages/*/status', (route) => route.fulfill({ status: 500, json: {} }));
      await dialog.getByRole('button', { name: 'Marquer répondu' }).click();
      await toast(page, 'Erreur lors de la mise à jour du statut').waitFor();
      expect(await dialog.locator('.admin-status').textContent()).toBe('Lu');
      await dialog.getByRole('button', { name: 'Fermer' }).click();
      await dismissToasts(page);
      // Opening a new message whose automatic read fails: the same error, the message stays new.
      await page.locator(`li[data-message-id="${ids.old}"] button`).click();
      expect(await dialog.getByRole('button', { name: 'Marquer lu' }).count()).toBe(1);
      await toast(page, 'Erreur lors de la mise à jour du statut').waitFor();
      await page.unroute('**/api/admin/messages/*/status');
      await dialog.getByRole('button', { name: 'Marquer lu' }).click();
      await expect.poll(() => dialog.locator('.admin-status').textContent()).toBe('Lu');

      // Delete: confirmation, a failure, then done.
      const confirmations: string[] = [];
      page.once('dialog', (confirm) => {
        confirmations.push(confirm.message());
        void confirm.dismiss();
      });
      await dialog.getByRole('button', { name: 'Supprimer' }).click();
      expect(confirmations).toEqual(['Êtes-vous sûr de vouloir supprimer ce message ?']);
      await page.route('**/api/admin/messages/*', (route) =>
        route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: {} }) : route.fallback(),
      );
      page.once('dialog', (confirm) => void confirm.accept());
      await dialog.getByRole('button', { name: 'Supprimer' }).click();
      await toast(page, 'Erreur lors de la suppression').waitFor();
      await page.unroute('**/api/admin/messages/*');
      page.once('dialog', (confirm) => void confirm.accept());
      await dialog.getByRole('button', { name: 'Supprimer' }).click();
      await toast(page, 'Message supprimé avec succès!').waitFor();
      await dialog.waitFor({ state: 'detached' });
      expect(await shownIds()).toEqual([ids.fresh, ids.read, ids.replied]);
      expect(await tile('total')).toBe('3');

      // A list that cannot be read.
      await page.route('**/api/admin/messages', (route) => route.fulfill({ status: 500, json: {} }));
      await page.reload();
      await page.getByRole('alert').filter({ hasText: 'Erreur lors du chargement des messages' }).waitFor();
    });
  });
});

/** Classic filter-evasion payloads (OWASP XSS cheat sheet): each would set window.__xss or open a dialog. */
const XSS_PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1">',
  '<a href="javascript:window.__xss=1">clic</a>',
  '"><script>alert(1)</script>',
  '<IMG SRC=JaVaScRiPt:window.__xss=1>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<body onload=window.__xss=1>',
  '<input autofocus onfocus="window.__xss=1">',
  '<details open ontoggle="window.__xss=1">',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<img src=x onerror=&#97;&#108;&#101;&#114;&#116;(1)>',
  "'';!--\"<XSS>=&{()}",
];

describe('public pages follow the streams', () => {
  it('shows a stream added, then hidden, on the open Videos and Replays pages without a reload', async () => {
    await site.browser.withPage('streams-live-pages', async (videos) => {
      await openPage(videos, site.stack.url, '/live/videos');
      const replays = await videos.context().newPage();
      await openPage(replays, site.stack.url, '/replays');
      await replays.locator('.replays-page').waitFor();
      // The change reaches an open page as a notice on its socket: both pages listen before it is made.
      for (const page of [videos, replays])
        await page.locator('.connection.is-online').first().waitFor({ state: 'attached' });
      const live = await adminCall<{ stream: { id: number } }>('POST', '/streams', {
        team_number: '51',
        team_name: 'AF Corse',
        stream_url: 'https://www.youtube.com/watch?v=mur-des-stands',
        stream_title: 'Caméra du mur des stands',
        status: 'live',
      });
      const replay = await adminCall<{ stream: { id: number } }>('POST', '/streams', {
        team_number: '83',
        team_name: 'AF Corse',
        stream_url: 'https://www.youtube.com/watch?v=dernier-relais',
        stream_title: 'Le dernier relais',
        status: 'replay',
      });
      await videos
        .getByRole('figure')
        .filter({ hasText: 'Caméra du mur des stands' })
        .waitFor({ timeout: 15_000 });
      const card = replays.locator(`[data-replay-id="stream-${replay.stream.id}"]`);
      await card.waitFor({ timeout: 15_000 });
      await adminCall('PATCH', `/streams/${replay.stream.id}/toggle`);
      await card.waitFor({ state: 'detached', timeout: 15_000 });
      await adminCall('DELETE', `/streams/${live.stream.id}`);
      await adminCall('DELETE', `/streams/${replay.stream.id}`);
      await replays.close();
    });
  });
});

describe('security', () => {
  it('shows visitors’ payloads as text in the detail, running none of them', async () => {
    await site.stack.database.db.deleteFrom('messages').execute();
    // A few through the contact API (its rate limit allows five per address), the rest stored directly.
    for (const payload of XSS_PAYLOADS.slice(0, 4)) {
      const response = await fetch(`${site.stack.url}/api/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: payload,
          email: 'xss@example.com',
          subject: payload,
          message: `${payload}\nfin`,
        }),
      });
      expect(response.status).toBe(201);
    }
    for (const payload of XSS_PAYLOADS.slice(4))
      await storeMessage({ name: payload, subject: payload, message: `${payload}\nfin` });
    const stored = await adminCall<AdminMessage[]>('GET', '/messages');
    expect(stored).toHaveLength(XSS_PAYLOADS.length);

    await site.browser.withPage('admin-xss', async (page) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        if (dialog.type() === 'alert') dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const underWay = new Set<Request>();
      page.on('request', (request) => underWay.add(request));
      page.on('requestfinished', (request) => underWay.delete(request));
      page.on('requestfailed', (request) => underWay.delete(request));
      await openAdmin(page, site.stack.url, '/admin/messages');
      await page.locator('.admin-message-list > li').first().waitFor();
      for (const message of stored) {
        const payload = message.message.replace(/\nfin$/, '');
        await page.locator(`li[data-message-id="${message.id}"] button`).click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        expect(await dialog.locator('[data-field="message"]').textContent()).toBe(`${payload}\nfin`);
        expect(await dialog.locator('[data-field="name"]').textContent()).toBe(payload);
        expect(await dialog.locator('h2').textContent()).toBe(payload);
        expect(await dialog.locator('img, script, svg, iframe, input, details, a').count()).toBe(0);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
      // Whatever a payload would have set off (a picture's error, a frame's address) has come and been handled:
      // the page's requests have ended, and it painted a frame since.
      await expect.poll(() => underWay.size, { timeout: 15_000 }).toBe(0);
      await waitForNextFrame(page);
      expect(await page.evaluate(() => (globalThis as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
    });
  });

  it('ships no administrator secret in the built site', async () => {
    const dist = fileURLToPath(new URL('../../web/dist/', import.meta.url));
    const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
    expect(files.some((file) => /admin-area.*\.js$/.test(file))).toBe(true);
    for (const file of files) {
      const text = await readFile(file, 'latin1');
      expect(text, file).not.toContain(ADMIN_PASSWORD);
      expect(text, file).not.toContain('$scrypt$');
      expect(text, file).not.toContain('admin-password');
    }
  });
});
