import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import enPages from '../../web/src/i18n/catalogs/en/pages.ts';
import enTools from '../../web/src/i18n/catalogs/en/tools.ts';
import { openPage, type PageWindow, prepareTab, saveScreenshots } from './support/pages.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * The news and contact pages of spec part 2 §2 on the whole site. The catalogue's articles have no image:
 * one is given an address on another host, which the tabs answer with a page rather than a picture, so that
 * its card shows the fallback as a broken image would.
 */

const BROKEN_IMAGE_ID = 4;
const BROKEN_IMAGE_TITLE = "Triomphe de la Ferrari n°83 d'AF Corse";

// The race is over when the page opens (the feed starts after the chequered flag): its fan reads every
// article of the catalogue, the results and the disqualification included.
const site = useSiteStack({ feedStart: '24:03:30' });

beforeAll(async () => {
  await site.stack.database.db
    .updateTable('news')
    .set({ image_url: 'https://medias.example.org/news/ferrari-83.jpg' })
    .where('id', '=', BROKEN_IMAGE_ID)
    .execute();
});

const open = (page: Page, path: string) => openPage(page, site.stack.url, path);

const texts = (page: Page, selector: string) => page.locator(selector).allTextContents();
const bodyOverflow = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as { document: { body: { style: { overflow: string } } } }).document.body.style
        .overflow,
  );
const focusedText = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as PageWindow).document.activeElement?.textContent ?? null);

interface ApiNews {
  id: number;
  title: string;
  category: string;
  author: string | null;
  published_at: string;
}

describe('news /actualites', () => {
  it('shows the banner, the category filters and the cards, filtered on demand', async () => {
    const news = (await (await fetch(`${site.stack.url}/api/news`)).json()) as ApiNews[];
    const newestFirst = [...news].sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at));
    const categories = [...new Set(newestFirst.map((item) => item.category))];

    await site.browser.withPage('news', async (page) => {
      await open(page, '/actualites');
      expect(await page.title()).toBe('Actualités — Le Mans live');
      expect(await page.locator('.news-page-banner h1').textContent()).toBe('Actualités');
      await expect.poll(() => page.locator('.news-page-card').count(), { timeout: 15_000 }).toBe(news.length);
      expect(await texts(page, '.news-filter')).toEqual(['Toutes', ...categories]);
      expect(await texts(page, '.news-page-card h2')).toEqual(newestFirst.map((item) => item.title));

      // The first card: category, title, date in French, author.
      const first = page.locator('.news-page-card').first();
      expect(await first.locator('.news-page-category').textContent()).toBe(newestFirst[0]?.category);
      expect(await first.locator('time').textContent()).toBe('15/06/2025');
      expect(await first.locator('.news-page-author').textContent()).toBe(` · ${newestFirst[0]?.author}`);

      await page.getByRole('button', { name: 'LMP2', exact: true }).click();
      const lmp2 = news.filter((item) => item.category === 'LMP2');
      expect(await texts(page, '.news-page-card .news-page-category')).toEqual(lmp2.map(() => 'LMP2'));
      expect(await page.getByRole('button', { name: 'LMP2', exact: true }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      await page.getByRole('button', { name: 'Toutes' }).click();
      expect(await page.locator('.news-page-card').count()).toBe(news.length);

      // The article without a usable image shows the placeholder; the others have none to show.
      const broken = page.locator(`[data-news-id="${BROKEN_IMAGE_ID}"]`);
      await expect.poll(() => broken.locator('.news-image-fallback').count(), { timeout: 10_000 }).toBe(1);
      expect(await broken.locator('img').count()).toBe(0);

      await saveScreenshots(page, 'news');
    });
  });

  it('opens an article in a modal that locks scrolling, and closes it with Escape', async () => {
    await site.browser.withPage('news-modal', async (page) => {
      await open(page, '/actualites');
      const card = page.locator('.news-page-card').first();
      await card.waitFor();
      const title = (await card.locator('h2').textContent()) ?? '';
      const description = () => page.locator('meta[name="description"]').getAttribute('content');
      const defaultDescription = await description();

      await card.getByRole('button', { name: /Lire la suite/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.locator('h2').textContent()).toBe(title);
      expect(await dialog.locator('.news-modal-author').textContent()).toBe(' · Par Direction de course');
      expect(await dialog.locator('time').textContent()).toBe('15/06/2025 21:30');
      expect(await dialog.locator('.news-modal-content p').count()).toBeGreaterThan(0);
      expect(await bodyOverflow(page)).toBe('hidden');
      expect(await page.title()).toBe(`${title} — Actualités — Le Mans live`);
      expect(await description()).not.toBe(defaultDescription);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await bodyOverflow(page)).toBe('');
      expect(await page.title()).toBe('Actualités — Le Mans live');
      expect(await description()).toBe(defaultDescription);
      expect(await focusedText(page)).toBe(`Lire la suite : ${title}`);

      // The close button does the same.
      await card.getByRole('button', { name: /Lire la suite/ }).click();
      await page.getByRole('button', { name: 'Fermer' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await bodyOverflow(page)).toBe('');
    });
  });

  it('opens the article named by ?articleId=, and forgets it on close', async () => {
    await site.browser.withPage('news-deep-link', async (page) => {
      await open(page, `/actualites?articleId=${BROKEN_IMAGE_ID}`);
      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ timeout: 15_000 });
      expect(await dialog.locator('h2').textContent()).toBe(BROKEN_IMAGE_TITLE);
      expect(await dialog.locator('.news-modal-content').innerHTML()).toContain(
        '<strong>Ferrari 499P n°83</strong>',
      );
      expect(await bodyOverflow(page)).toBe('hidden');
      await page.getByRole('button', { name: 'Fermer' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).search).toBe('');
      expect(await page.locator('.news-page-card').count()).toBeGreaterThan(0);
    });
  });

  it("shows 'Aucune actualité' when there is none", async () => {
    await site.browser.withPage('news-empty', async (page) => {
      await prepareTab(page, site.stack.url);
      await page.route('**/api/news', (route) => route.fulfill({ json: [] }));
      await page.goto(`${site.stack.url}/actualites`);
      await page.locator('.news-empty').waitFor();
      expect(await page.locator('.news-empty h2').textContent()).toBe('Aucune actualité');
      expect(await page.locator('.news-filter').allTextContents()).toEqual(['Toutes']);
    });
  });
});

describe('contact /contact', () => {
  const field = (page: Page, label: string) => page.locator('.contact-form').getByLabel(label);
  const send = (page: Page) => page.getByRole('button', { name: /Envoyer|Envoi en cours/ });

  async function fill(
    page: Page,
    values: { name?: string; email?: string; subject?: string; message?: string },
  ) {
    if (values.name !== undefined) await field(page, 'Nom').fill(values.name);
    if (values.email !== undefined) await field(page, 'E-mail').fill(values.email);
    if (values.subject !== undefined) await field(page, 'Sujet').selectOption(values.subject);
    if (values.message !== undefined) await field(page, 'Message').fill(values.message);
  }

  /** Submits as a script would, past the disabled button. */
  async function forceSubmit(page: Page) {
    await page.locator('.contact-send').evaluate((button) => {
      (button as unknown as { disabled: boolean }).disabled = false;
    });
    await page.locator('.contact-send').click();
    // React would not set the attribute again while its own value is unchanged: put it back as it was.
    await page.locator('.contact-send').evaluate((button) => {
      (button as unknown as { disabled: boolean }).disabled = true;
    });
  }

  it('counts characters, checks the fields and refuses a forced submission', async () => {
    await site.browser.withPage('contact-validation', async (page) => {
      await open(page, '/contact');
      expect(await page.title()).toBe('Contact — Le Mans live');
      expect(await field(page, 'E-mail').getAttribute('type')).toBe('email');
      expect(await page.locator('.contact-form select option').allTextContents()).toEqual([
        'Choisissez un sujet',
        'Question générale',
        'Partage de lien stream',
        "Suggestion d'amélioration",
        'Signaler un problème',
        'Autre',
      ]);
      expect(await page.locator('.contact-counter').textContent()).toBe('0/1000 caractères');
      expect(await send(page).isDisabled()).toBe(true);

      await fill(page, { name: 'Ana', email: 'ana@example.org', message: 'Bonjour' });
      expect(await page.locator('.contact-counter').textContent()).toBe('7/1000 caractères');
      expect(await send(page).isEnabled()).toBe(true);

      for (const [name, blank] of [
        ['Nom', { name: '   ' }],
        ['E-mail', { email: '' }],
        ['Message', { message: '  \n ' }],
      ] as const) {
        await fill(page, { name: 'Ana', email: 'ana@example.org', message: 'Bonjour', ...blank });
        expect(await send(page).isDisabled(), name).toBe(true);
        await forceSubmit(page);
        expect(await page.locator('.contact-error').textContent(), name).toBe(
          "Erreur lors de l'envoiVeuillez remplir tous les champs obligatoires",
        );
      }

      await fill(page, { name: 'Ana', email: 'ana@example.org', message: 'x'.repeat(1001) });
      expect(await page.locator('.contact-counter').textContent()).toBe('1001/1000 caractères');
      expect(await send(page).isDisabled()).toBe(true);
      await fill(page, { message: 'x'.repeat(1000) });
      expect(await page.locator('.contact-counter').textContent()).toBe('1000/1000 caractères');
      expect(await send(page).isEnabled()).toBe(true);

      // 'Effacer' empties the form.
      await page.getByRole('button', { name: 'Effacer' }).click();
      expect(await field(page, 'Nom').inputValue()).toBe('');
      expect(await page.locator('.contact-counter').textContent()).toBe('0/1000 caractères');
      expect(await page.locator('.contact-error').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Retour au live' }).getAttribute('href')).toBe('/live');

      // The server checks the address: its French error is shown as is.
      await fill(page, { name: 'Ana', email: 'ana@example', message: 'Bonjour' });
      await send(page).click();
      await page.locator('.contact-error').waitFor();
      expect(await page.locator('.contact-error p').textContent()).toBe('Adresse e-mail invalide');
    });
  });

  it('sends a message, stored as typed, and hides the success panel after 10 s', async () => {
    await site.browser.withPage('contact-success', async (page) => {
      await open(page, '/contact');
      const message = 'Le stream de la #83 : https://www.youtube.com/watch?v=abc <b>merci</b>';
      await fill(page, {
        name: ' Ana Costa ',
        email: 'ana@example.org',
        subject: 'Partage de lien stream',
        message,
      });
      await send(page).click();
      await page.locator('.contact-success').waitFor();
      expect(await page.locator('.contact-success strong').textContent()).toBe(
        'Message envoyé avec succès !',
      );
      expect(await page.locator('.contact-success p').textContent()).toBe(
        'Nous avons bien reçu votre message et vous répondrons dans les plus brefs délais.',
      );
      expect(await field(page, 'Nom').inputValue()).toBe('');
      expect(await field(page, 'Message').inputValue()).toBe('');
      expect(await send(page).textContent()).toBe('Envoyer');

      const rows = await site.stack.database.db.selectFrom('messages').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: 'Ana Costa',
        email: 'ana@example.org',
        subject: 'Partage de lien stream',
        message,
        status: 'new',
      });

      await page.locator('.contact-success').waitFor({ state: 'detached', timeout: 12_000 });
    });
  });

  it("shows 'Envoi en cours...' while sending, and the generic error when the server gives none", async () => {
    await site.browser.withPage('contact-error', async (page) => {
      await open(page, '/contact');
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/messages', async (route) => {
        await held;
        await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' });
      });
      await fill(page, { name: 'Ana', email: 'ana@example.org', message: 'Bonjour' });
      await send(page).click();
      await expect.poll(() => send(page).textContent()).toBe('Envoi en cours...');
      expect(await send(page).isDisabled()).toBe(true);
      release();
      await page.locator('.contact-error').waitFor();
      expect(await page.locator('.contact-error strong').textContent()).toBe("Erreur lors de l'envoi");
      expect(await page.locator('.contact-error p').textContent()).toBe(
        "Une erreur est survenue lors de l'envoi. Veuillez réessayer.",
      );
      // The draft is kept for another try.
      expect(await field(page, 'Message').inputValue()).toBe('Bonjour');

      await saveScreenshots(page, 'contact');
    });
  });

  it('speaks English to an English visitor: its subjects, its own checks and the server’s refusals', async () => {
    await site.browser.withPage('contact-english', async (page) => {
      await open(page, '/contact?lang=en');
      const english = (label: string) => page.locator('.contact-form').getByLabel(label);
      await english(enPages['contact.name']).waitFor();
      expect(await page.locator('.contact-form select option').allTextContents()).toEqual([
        enPages['contact.subject_placeholder'],
        'General question',
        'Sharing a stream link',
        'Suggestion for improvement',
        'Reporting a problem',
        'Other',
      ]);

      // The page's own check, forced past the disabled button.
      await english(enPages['contact.email']).fill('ana@example.org');
      await english(enPages['contact.message']).fill('Hello');
      await forceSubmit(page);
      expect(await page.locator('.contact-error').textContent()).toBe(
        `${enPages['contact.error_title']}${enTools['api_error.contact.missing_fields']}`,
      );

      // The server's refusal, by its code: never its French text.
      await english(enPages['contact.name']).fill('Ana');
      await english(enPages['contact.email']).fill('ana@example');
      await page.locator('.contact-send').click();
      await expect.poll(() => page.locator('.contact-error p').textContent()).toBe('Invalid email address');

      // A subject chosen in English is sent as the French one the admin reads.
      await english(enPages['contact.email']).fill('ana@example.org');
      await english(enPages['contact.subject']).selectOption({ label: 'Sharing a stream link' });
      await page.locator('.contact-send').click();
      await page.locator('.contact-success').waitFor();
      const stored = await site.stack.database.db
        .selectFrom('messages')
        .select(['name', 'subject'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ name: 'Ana', subject: 'Partage de lien stream' });
    });
  });

  it("shows the server's rate-limit error once a visitor has sent too many", async () => {
    // Fills this visitor's allowance (the tests and the browser share the loopback address).
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await fetch(`${site.stack.url}/api/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Script', email: 'script@example.org', message: `Essai ${attempt}` }),
      });
      if (response.status === 429) break;
      expect(response.status).toBe(201);
    }
    await site.browser.withPage('contact-rate-limit', async (page) => {
      await open(page, '/contact');
      await fill(page, { name: 'Ana', email: 'ana@example.org', message: 'Encore un' });
      await send(page).click();
      await page.locator('.contact-error').waitFor();
      expect(await page.locator('.contact-error p').textContent()).toBe(
        'Trop de messages envoyés : réessayez dans 10 minutes.',
      );
    });
  });
});
