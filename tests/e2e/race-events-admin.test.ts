import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestBrowser } from '../support/browser.ts';
import { importSpa2025, SPA_2025_EVENT } from '../support/imported-session.ts';
import { describeWithSharedData, hasSharedData } from '../support/shared-data.ts';
import { dismissToasts, openAdmin, toast } from './support/admin-pages.ts';
import { horizontalOverflow, openPage, PHONE, saveScreenshots } from './support/pages.ts';
import { openBrowser } from './support/shared-browser.ts';
import { type SiteStack, startSiteStack } from './support/site-stack.ts';

/*
 * The stored race events on the whole site: the admin's « Épreuves » page creates an event, renames it, moves
 * the imported Spa session into it, merges it back into Spa and deletes an empty one, each change read back
 * from the page; and the public teams page of Spa names Spa and shows only the classes Spa had (no LMP2 at Spa
 * in 2025).
 */

interface ApiEvent {
  id: string;
  name: string;
}

let stack: SiteStack;
let browser: TestBrowser;
let spa: ApiEvent;

beforeAll(async () => {
  if (!hasSharedData()) return;
  stack = await startSiteStack();
  await importSpa2025(stack.database.db);
  const listed = (await (await fetch(`${stack.url}/api/race-events`)).json()) as ApiEvent[];
  const found = listed.find((event) => event.name === SPA_2025_EVENT);
  if (!found) throw new Error(`no event ${SPA_2025_EVENT}`);
  spa = found;
  browser = await openBrowser();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** The card of the stored event named `name`. */
const card = (page: Page, name: string) =>
  page
    .locator('li.race-events-card')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const sessionsOf = (page: Page, name: string) =>
  card(page, name).locator('li[data-session-id]').locator('.race-events-session-name').allTextContents();

describeWithSharedData('the « Épreuves » admin page', () => {
  it('creates an event, renames it, moves a session into it, merges it back and deletes an empty one', async () => {
    const created = 'Essais privés Spa 2025';
    const renamed = 'Journée test Spa 2025';
    await browser.withPage('race-events-admin', async (page) => {
      await openAdmin(page, stack.url, '/admin/epreuves');
      await page.getByRole('heading', { name: 'Épreuves', level: 1 }).waitFor();
      await card(page, SPA_2025_EVENT).waitFor({ timeout: 15_000 });
      const spaSessions = await sessionsOf(page, SPA_2025_EVENT);
      expect(spaSessions).toHaveLength(1);
      expect(await card(page, SPA_2025_EVENT).textContent()).toContain('Import');

      // The calendar fills the form: Spa's round of 2025, on its circuit and in its time zone.
      const form = page.getByRole('form', { name: 'Créer une épreuve' });
      await form
        .getByLabel('Depuis le calendrier')
        .selectOption({ label: `${SPA_2025_EVENT} — 10 mai 2025` });
      expect(await form.getByLabel('Nom', { exact: true }).inputValue()).toBe(SPA_2025_EVENT);
      expect(await form.getByLabel('Fuseau horaire').inputValue()).toBe('Europe/Brussels');
      expect(await form.getByLabel('Durée prévue (heures)').inputValue()).toBe('6');
      await form.getByLabel('Depuis le calendrier').selectOption({ label: 'Aucune (saisie libre)' });

      // By hand: choosing the circuit puts its time zone in.
      await form.getByLabel('Nom', { exact: true }).fill(created);
      await form.getByLabel('Date de la course').fill('2025-05-08');
      await form.getByLabel('Fuseau horaire').fill('Europe/Paris');
      await form
        .getByLabel('Circuit', { exact: true })
        .selectOption({ label: 'Circuit de Spa-Francorchamps' });
      expect(await form.getByLabel('Fuseau horaire').inputValue()).toBe('Europe/Brussels');
      await form.getByLabel('Durée prévue (heures)').fill('2');
      await form.getByRole('button', { name: 'Créer l’épreuve' }).click();
      await toast(page, 'Épreuve créée').waitFor({ timeout: 15_000 });
      const fresh = card(page, created);
      await fresh.waitFor();
      const facts = await fresh.locator('.race-events-facts').textContent();
      expect(facts).toContain('8 mai 2025');
      expect(facts).toContain('Circuit de Spa-Francorchamps');
      expect(facts).toContain('Europe/Brussels');
      expect(facts).toContain('2 h');
      expect(facts).toContain('hors calendrier');
      expect(await fresh.locator('[data-origin]').textContent()).toBe('admin');
      expect(await fresh.getByText('Aucune session').count()).toBe(1);

      // The same name on the same day again: the API's French refusal, in a toast.
      await form.getByLabel('Nom', { exact: true }).fill(created);
      await form.getByLabel('Date de la course').fill('2025-05-08');
      await form.getByRole('button', { name: 'Créer l’épreuve' }).click();
      await toast(page, 'Une épreuve de ce nom existe déjà à cette date').waitFor({ timeout: 15_000 });
      await dismissToasts(page);

      // Rename, inline.
      await fresh.getByRole('button', { name: 'Renommer' }).click();
      const rename = page.getByRole('form', { name: `Renommer l’épreuve ${created}` });
      await rename.getByLabel('Nouveau nom').fill(renamed);
      await rename.getByRole('button', { name: 'Enregistrer' }).click();
      await toast(page, 'Épreuve renommée').waitFor({ timeout: 15_000 });
      await card(page, renamed).waitFor();
      expect(await card(page, created).count()).toBe(0);

      // Spa's session moves to the renamed event.
      const session = spaSessions[0] ?? '';
      const spaCard = card(page, SPA_2025_EVENT);
      await spaCard.getByLabel(`Déplacer ${session} vers`).selectOption({ label: `${renamed} — 8 mai 2025` });
      await spaCard.getByRole('button', { name: 'Déplacer' }).click();
      await toast(page, 'Session déplacée').waitFor({ timeout: 15_000 });
      await expect.poll(() => sessionsOf(page, renamed)).toEqual([session]);
      expect(await sessionsOf(page, SPA_2025_EVENT)).toEqual([]);

      // Merged back into Spa, after a confirmation that says how many sessions move.
      await card(page, renamed)
        .getByLabel(`Fusionner ${renamed} dans`)
        .selectOption({ label: `${SPA_2025_EVENT} — 10 mai 2025` });
      await card(page, renamed).getByRole('button', { name: 'Fusionner' }).click();
      const dialog = page.getByRole('alertdialog');
      expect(await dialog.textContent()).toContain(`Sa session passe dans « ${SPA_2025_EVENT} »`);
      await dialog.getByRole('button', { name: 'Fusionner' }).click();
      await toast(page, 'Épreuves fusionnées').waitFor({ timeout: 15_000 });
      await expect.poll(() => card(page, renamed).count()).toBe(0);
      expect(await sessionsOf(page, SPA_2025_EVENT)).toEqual([session]);

      // An event created by mistake is deleted, after a confirmation; one holding sessions offers no deletion.
      const deleteButton = (name: string) =>
        card(page, name).getByRole('button', { name: `Supprimer l’épreuve ${name}` });
      expect(await deleteButton(SPA_2025_EVENT).count()).toBe(0);
      const mistake = 'Créée par erreur';
      await form.getByLabel('Nom', { exact: true }).fill(mistake);
      await form.getByLabel('Date de la course').fill('2025-05-09');
      await form.getByRole('button', { name: 'Créer l’épreuve' }).click();
      await deleteButton(mistake).click();
      const confirmDeletion = page.getByRole('alertdialog');
      expect(await confirmDeletion.textContent()).toContain(`Supprimer « ${mistake} » ?`);
      await confirmDeletion.getByRole('button', { name: 'Supprimer', exact: true }).click();
      await toast(page, 'Épreuve supprimée').waitFor({ timeout: 15_000 });
      await expect.poll(() => card(page, mistake).count()).toBe(0);

      // The cards and forms fit a phone: the page never scrolls sideways.
      await dismissToasts(page);
      await saveScreenshots(page, 'admin-race-events');
      await page.setViewportSize(PHONE);
      expect(await horizontalOverflow(page)).toBe(0);
    });
  });
});

describeWithSharedData('the teams page of an event', () => {
  it('names Spa in its heading and shows only the classes Spa had', async () => {
    await browser.withPage('race-events-teams-spa', async (page) => {
      await openPage(page, stack.url, `/equipes?evenement=${encodeURIComponent(spa.id)}`);
      await page.locator('.teams-card').first().waitFor({ timeout: 15_000 });
      await page.getByText(`Les équipages engagés : ${SPA_2025_EVENT}.`).waitFor({ timeout: 15_000 });
      expect(await page.locator('.list-banner').textContent()).not.toContain('Le Mans');
      expect(
        await page
          .locator('[data-counter]')
          .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('data-counter'))),
      ).toEqual(['total', 'Hypercar', 'LMGT3']);
      expect(await page.locator('[data-counter="LMP2"]').count()).toBe(0);
    });
  });
});
